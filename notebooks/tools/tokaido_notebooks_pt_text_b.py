"""The Portuguese text of Tokaido tutorials 10 to 18, cell by cell (see tokaido_notebooks_pt_text_a.py)."""

from tokaido_notebooks_pt_text_a import ANCHOR_POS, CHECK, HOUSE, IMPORT, IMPORT_NAMED, PLAY, POS, TRY, WHAT

NB = {}

NB["10_two_players"] = {
    "md": {
        "cell-00": "# Tokaido 10: dois jogadores e o viajante neutro\n\nCom dois jogadores, um terceiro viajante, neutro, caminha com eles. Ele não tem moedas e não marca pontos, mas ocupa lugar na estrada, faz doações aos templos e estraga uma refeição em cada estalagem. Quando ele é o mais atrás, o jogador mais à frente o move. O que ele faz em cada tipo de espaço está [em uma tabela abaixo](#O-viajante-neutro-em-cada-tipo-de-espaço).",
        "cell-02": POS + "Dois jogadores: Umegae (jogadora 1) no encontro do 4, Zen-emon (jogador 2) na loja do 9. O viajante neutro (N) está atrás dos dois, na loja do 2, então Zen-emon, que está mais à frente, o move. A pilha de Refeições foi arrumada: Tofu, Tempura, Misoshiru.",
        "cell-05": TRY + "Como Zen-emon, mova o viajante neutro para o templo do 3; ele continua sendo o último, então mova-o adiante até a estalagem do 15. Então Umegae é a última: mande-a para a fazenda do 8." + PLAY,
        "cell-07": WHAT + "No templo, o viajante neutro doou uma moeda do banco: ele não tem moedas, então a regra de que um viajante sem moedas não pode parar em um templo não vale para ele. Ele não marca pontos, mas as doações dele contam na classificação do Templo, então ele pode fazer um jogador cair uma posição. Na estalagem ele foi o primeiro a chegar, então revelou 3 refeições (2 jogadores + 1), e Zen-emon, que o moveu, descartou uma delas tirada ao acaso (o registro nomeia a refeição que saiu): sobram só duas refeições para os dois jogadores. Depois Umegae, a viajante mais atrás, moveu a si mesma.",
        "neutral-kinds": "## O viajante neutro em cada tipo de espaço\n\nEste é o único lugar em que o kit diz o que o viajante neutro faz; os outros tutoriais trazem um link para cá.\n\n"
                         "| onde ele para | o que acontece |\n|---|---|\n"
                         "| qualquer espaço (como ele se move) | Quando ele é o mais atrás, o jogador mais à frente o move para qualquer espaço com lugar, nunca além da próxima estalagem. Ele não tem moedas e não pega seções de panorama, então nem a regra das moedas (nada de loja ou templo sem moedas) nem a regra do panorama completo fecham um espaço para ele. |\n"
                         "| loja, fazenda, águas termais, panorama (arrozal, montanha, mar), encontro | Nada: ele não tira carta, não ganha moeda, não pega seção. Ele só ocupa o espaço, e ninguém mais pode parar ali (com 2 jogadores um espaço duplo recebe um só viajante). |\n"
                         "| templo | Uma moeda vai do banco para o lugar dele no templo. Ele não marca pontos, mas o total dele conta na classificação do Templo no fim. |\n"
                         "| estalagem (as três entre Kyoto e Edo, e Edo) | Ele entra na fila como qualquer viajante. Se chega primeiro, as refeições são reveladas como de costume (3 com 2 jogadores); depois o jogador que o moveu descarta uma refeição da oferta, **tirada ao acaso**. |\n\n"
                         "Com as expansões ele não pega nenhum benefício de Encruzilhadas e as festividades não lhe fazem nada; com Matsuri, Takeru e Misaki ganham a moeda deles mesmo quando ele para em um encontro ou em um templo, pois ganham uma sempre que alguém para ali ([tutorial 18](18_matsuri_travellers.ipynb)).\n\n"
                         "A célula abaixo joga isso no motor do jogo: a partir de Kyoto, Zen-emon o move uma vez para cada tipo de espaço, sempre em uma cópia nova da mesma posição.",
        "neutral-kinds-after": "Na loja, na fazenda, nas águas termais, nos três panoramas e no encontro o registro não tem nada a dizer depois do movimento: nada aconteceu ali. Só o templo e a estalagem agem.",
        "cell-09": CHECK,
    },
    "code": [],
}

NB["11_end_of_game"] = {
    "md": {
        "cell-00": "# Tokaido 11: o fim da viagem\n\nA viagem termina quando todos os viajantes chegaram a Edo e tiveram a chance de uma última refeição ali. Então quatro Conquistas vão para o melhor Gourmet, Banhista, Tagarela e Colecionador, a classificação do Templo é pontuada, e o maior total vence.",
        "cell-02": POS + f"Três jogadores no último trecho antes de Edo (55), em uma posição montada para esta lição em vez de jogada ([posições dos tutoriais](02_moving.ipynb{ANCHOR_POS})): os pontos de cada viajante são o que valem as cartas que ele tem.\n\n"
                   "- Yoshiyasu (jogador 1, na fazenda do 48, 2 moedas) comeu Dango e Udon (12 pontos), foi o primeiro a completar o Panorama de Arrozal (1 + 2 + 3 = 6, mais a carta de Conquista dele, 3), conheceu um nobre, que dá moedas e não pontos, e doou 2 moedas aos templos (2): **23 pontos**.\n"
                   "- Hirotada (no encontro do 50, 3 moedas) comeu Sushi e Fugu (12), tem uma carta de Águas Termais que vale 3, também conheceu um nobre e doou 5 moedas (5): **20 pontos**.\n"
                   "- Zen-emon (na loja do 54, 4 moedas) comeu Soba (6), tem três souvenirs de três tipos, Koma, Sake e Netsuke (1 + 3 + 5 = 9), e duas cartas de Águas Termais (2 + 3 = 5): **20 pontos**.\n\n"
                   "A pilha de Refeições foi arrumada para Edo: Tofu, Tempura, Misoshiru, Unagi.",
        "cell-05": TRY + "Leve todos a Edo: Yoshiyasu come Tofu, Hirotada Misoshiru, Zen-emon Unagi." + PLAY,
        "cell-07": WHAT + "As refeições de Yoshiyasu custaram 1 + 3 + 2 = 6 moedas e as de Hirotada 2 + 3 + 1 = 6: um empate, então os dois são Gourmet (jogadores empatados marcam todos uma Conquista de fim de partida). Os dois conheceram uma pessoa, então os dois também são Tagarela. Zen-emon é o Banhista (2 cartas) e o Colecionador. Hirotada foi quem mais doou aos templos (10 pontos), Yoshiyasu ficou em segundo (7), e Zen-emon, que nunca doou, não marcou nada ali.\n\n"
                   "**Um empate pela vitória, passo a passo.** Yoshiyasu: 23 + 6 (Tofu) + 3 (Gourmet) + 3 (Tagarela) + 7 (templos) = 42. Hirotada: 20 + 6 (Misoshiru) + 3 + 3 + 10 = 42. O empate vai para quem tiver mais cartas de Conquista, e toda carta de Conquista conta, as de Panorama tanto quanto as quatro do fim: Yoshiyasu tem Arrozal, Gourmet e Tagarela (3), Hirotada Gourmet e Tagarela (2), então Yoshiyasu vence. Sem a carta de Arrozal dele, estariam empatados com 2, e com o mesmo número de cartas eles dividiriam a vitória.",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [(IMPORT, IMPORT_NAMED), ("print('scores:'", "print('pontuações:'"),
             ("print('achievement cards:', [row['achievements'] for row",
              "print('cartas de Conquista:', [named(row['achievements']) for row")],
}

NB["12_variants"] = {
    "md": {
        "cell-00": "# Tokaido 12: variantes\n\nTrês variantes do livro de regras mudam o início ou as refeições. Iniciação, para uma primeira partida: sem peças de Viajante, 7 moedas para cada um. Preparativos: as moedas dependem da ordem de partida. Gastronomia: menos refeições em cada estalagem, então chegar tarde pode significar passar fome. Cada uma é uma opção de `TokaidoGame.new`; o app oferece a Iniciação.",
        "cell-02": POS + "Três jogadores de uma partida de iniciação com a variante Gastronomia, logo antes da estalagem do 28. O jogador 1 (no 25, 3 moedas) vai chegar primeiro; o jogador 3 (no 26) em seguida; o jogador 2 (no 27) por último, e o jogador 2 já comeu Sushi na estalagem do 15. A pilha de Refeições foi arrumada: Sushi, Dango, Udon.",
        "cell-05": TRY + "Leve os três viajantes à estalagem do 28: o jogador 1 come Dango, o jogador 3 Udon, e veja o que sobra para o jogador 2. A célula também abre uma partida nova de 4 jogadores com Iniciação e Preparativos, para mostrar as moedas." + PLAY,
        "cell-07": WHAT + "Com Gastronomia o primeiro viajante na estalagem revelou só 3 refeições, uma por jogador em vez de uma a mais. Depois que Dango e Udon foram comidos, só sobrou Sushi, e o jogador 2 já tinha comido Sushi: o último a chegar passou fome. Na partida nova, todos começaram com 7 moedas (Iniciação) e os Preparativos ajustaram as moedas pela ordem de partida: o primeiro a sair tem 1 moeda a menos, o quarto 2 a mais.",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [("print('choices left for player 2:'", "print('opções que sobram para o jogador 2:'"),
             ("print('A new game with Initiation and Preparations:')", "print('Uma partida nova com Iniciação e Preparativos:')"),
             ("print('purses:'", "print('moedas:'")],
}

NB["13_crossroads_choices"] = {
    "md": {
        "cell-00": "# Tokaido 13: Encruzilhadas: uma escolha em cada espaço\n\nA expansão Encruzilhadas coloca um segundo benefício em cada tipo de espaço. Um viajante que para escolhe: o benefício padrão do espaço ou o benefício de Encruzilhadas (uma Cerejeira em um panorama, uma Casa de Banho nas águas termais, a Sala de Jogos em uma fazenda; Amuletos, Objetos Lendários e Caligrafias vêm nos próximos tutoriais). As estalagens não mudam, e uma carta de Encontro só dá benefícios padrão.",
        "cell-02": POS + "Três jogadores com Encruzilhadas. Mitsukuni (jogador 1) é o último, no encontro do 4, com 3 moedas; Hirotada está no 9, Zen-emon no 11. O arrozal do 5, as águas termais do 6 e a fazenda do 8 estão à frente dele. O dado da Fortuna foi arrumado: o próximo resultado é x3.",
        "cell-05": TRY + "Mande Mitsukuni para o arrozal do 5 e pegue uma Cerejeira. Ele continua sendo o último: vá para as águas termais do 6, tente a Sala de Jogos ali e depois compre uma Casa de Banho. Então vá para a fazenda do 8 e aposte na Sala de Jogos." + PLAY,
        "cell-07": WHAT + "Em cada parada Mitsukuni viu dois botões: o benefício padrão ou o de Encruzilhadas. A Cerejeira deu 1 moeda e 2 pontos, mas nenhuma seção de Arrozal (então ela nunca leva à Conquista do Arrozal). A Sala de Jogos é das fazendas, então as águas termais a recusaram; a Casa de Banho custou 1 moeda e valeu 4, e a habilidade de Mitsukuni, que premia cada carta de Águas Termais, somou mais 1. Na fazenda ele apostou 2 moedas em vez de pegar 3: o dado da Fortuna mostrou x3, então o banco devolveu 6.",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [("print('choices at the paddy:'", "print('opções no arrozal:'"),
             ("print('choices at the hot spring:'", "print('opções nas águas termais:'"),
             ("print('Gaming Room refused:'", "print('Sala de Jogos recusada:'"),
             ("print('choices at the farm:'", "print('opções na fazenda:'")],
}

NB["14_crossroads_amulets"] = {
    "md": {
        "cell-00": "# Tokaido 14: Encruzilhadas: Amuletos\n\nEm um templo, em vez de doar, um viajante pode pagar 1 moeda ao banco por um Amuleto à sua escolha, guardado virado para baixo. Cada um dos seis Amuletos é usado uma vez, no momento que o seu texto permite (nunca no turno em que foi ganho), e depois volta para a sua pilha, onde qualquer um pode comprá-lo de novo.",
        "cell-02": POS + "Três jogadores com Encruzilhadas. Kinko (jogador 1) é o último, na loja do 2, com 2 moedas e um Amuleto comprado antes, Vitalidade; Hirotada está no 4, Zen-emon no 5. O dado da Fortuna foi arrumado: o próximo resultado é x4.",
        "cell-05": TRY + "Tente usar Vitalidade logo de início (não é o momento dele). Mande Kinko para o templo do 3 e compre o Amuleto Fortuna. Ele continua sendo o último, então começa um novo turno: use a Fortuna antes de se mover. Depois vá para a montanha do 7, o que o coloca na liderança, pegue o benefício padrão, use Vitalidade e siga até a fazenda do 8." + PLAY,
        "cell-07": WHAT + "Vitalidade só ajuda depois de um movimento que coloca o seu dono na liderança, então o kit a recusou no início. No templo Kinko pagou 1 moeda ao banco (não ao templo: nenhum ponto, nada para a classificação) pela Fortuna, que ninguém mais vê. Ele continuava sendo o último, então o turno seguinte dele começou, e a Fortuna pôde ser usada nesse momento: o dado mostrou x4, 4 moedas. O movimento até o 7 o colocou à frente de todos, então Vitalidade o deixou se mover de novo na hora, até a fazenda. Os dois Amuletos voltaram para a sua pilha: os 6 estão lá de novo.",
        "cell-09": CHECK,
    },
    "code": [("print('Vitality refused:'", "print('Vitalidade recusada:'"),
             ("print('choices at the temple:'", "print('opções no templo:'"),
             ("print('choices in the lead:'", "print('opções na liderança:'"),
             ("print('Amulets left in the stack:'", "print('Amuletos que restam na pilha:'")],
}

NB["15_crossroads_treasures"] = {
    "md": {
        "cell-00": "# Tokaido 15: Encruzilhadas: Objetos Lendários, Caligrafias e novos Encontros\n\nMais dois benefícios de Encruzilhadas. Em uma loja, em vez de revelar souvenirs, um viajante pode comprar um Objeto Lendário à sua escolha: ele fica virado para cima e pontua na hora. Em um espaço de Encontro, em vez de tirar um encontro, ele pode pagar 1 moeda por uma Caligrafia: guardada virada para baixo, ela pontua no fim da viagem. Encruzilhadas também embaralha quatro pessoas novas na pilha de Encontros.",
        "cell-02": POS + f"Três jogadores com Encruzilhadas, em uma posição montada para esta lição em vez de jogada ([posições dos tutoriais](02_moving.ipynb{ANCHOR_POS})). Hirotada (jogador 1) está em Kyoto com 2 moedas e, embora ninguém possa fazer compras antes de sair de Kyoto, o kit lhe deu dois souvenirs, Koma e Sake (1 + 3 = 4 pontos), para que Shodo tenha o que contar. Kinko está no 12, Zen-emon no 13. A pilha de Encontros foi arrumada com Itamae, o cozinheiro, a de Refeições com Tempura.",
        "cell-05": TRY + "Mande Hirotada para a loja do 2: tente a espada Masamune, depois compre Shodo. Depois o encontro do 4: compre a Caligrafia Nostalgia. Depois o encontro do 11." + PLAY,
        "cell-07": WHAT + "As espadas custam 3, então Masamune foi recusada (com 2 moedas só os objetos de 1 e 2 moedas foram oferecidos). Shodo, uma escrita, custou 1 e valeu 1 ponto para cada um dos dois souvenirs que Hirotada já tinha; cada souvenir que ele ganhar depois vai somar mais 1. A Caligrafia Nostalgia custou a última moeda dele e fica escondida dos outros até o fim, quando vai valer 2 por Objeto Lendário e 1 por souvenir. Com a bolsa vazia ele não podia comprar uma Caligrafia no 11, então não houve escolha: ele tirou Itamae, que lhe deu uma moeda e serviu Tempura, um prato que ele ainda não tinha comido: 6 pontos.",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [("print('choices at the village:'", "print('opções na loja:'"),
             ("print('Masamune refused:'", "print('Masamune recusada:'"),
             (IMPORT, IMPORT_NAMED),
             ("print('Calligraphies as Hirotada sees them:', demo.game.view(0)['players'][0]['calligraphies']",
              "print('Caligrafias como Hirotada as vê:', named(demo.game.view(0)['players'][0]['calligraphies'])"),
             ("print('as the others see them:'", "print('como os outros as veem:'"),
             ("'- how many:'", "'- quantas:'")],
}

NB["16_crossroads_travellers"] = {
    "md": {
        "cell-00": "# Tokaido 16: os viajantes de Encruzilhadas\n\nEncruzilhadas acrescenta seis viajantes. Três deles brilham nas estalagens: Jirocho, o yakuza, aposta uma moeda, Daigoro, o garoto, ganha um souvenir, Nampo, o gourmet, saboreia a sua refeição. Os outros três agem na estrada: Gotozaemon ganha uma moeda em cada panorama, Miyataka pode doar e comprar um Amuleto em um mesmo templo, Kita pode tirar um encontro e comprar uma Caligrafia em um mesmo espaço de Encontro.",
        "cell-02": POS + "Três jogadores com Encruzilhadas, logo antes da estalagem do 15: Jirocho (jogador 1) no 12 com 2 moedas, Daigoro no 13 com 3, Nampo no 14 com 3. O dado da Fortuna foi arrumado (x2), a pilha de Refeições também (Fugu por 3 moedas, Sushi 2, Dango 1, Tofu 2) e a de Souvenirs (Sumie, um souvenir de arte).",
        "cell-05": TRY + "Leve os três à estalagem do 15, um de cada vez. Jirocho aposta a sua moeda e depois come Sushi; Daigoro passa a refeição; Nampo come Fugu." + PLAY,
        "cell-07": WHAT + "Jirocho chegou primeiro e revelou as refeições; depois, antes da refeição, apostou 1 moeda no dado da Fortuna: x2 devolveu 2, uma moeda a mais, e ele pôde pagar Sushi. Daigoro recebeu de graça o souvenir do topo, Sumie, e ele pontuou como de costume (a primeira carta de um conjunto: 1 ponto). Nampo pagou 3 por Fugu: 6 pontos como para qualquer um, e mais 3, o custo impresso. Todos estão na estalagem, então as refeições não compradas foram para baixo da pilha e Nampo, o último a chegar, sai primeiro.",
        "cell-09": CHECK,
    },
    "code": [("print('Jirocho at the inn:'", "print('Jirocho na estalagem:'")],
}

NB["17_matsuri"] = {
    "md": {
        "cell-00": "# Tokaido 17: Matsuri: uma festividade em cada estalagem entre Kyoto e Edo\n\nA expansão Matsuri (jogada com Encruzilhadas) acrescenta festividades. Quando todos os viajantes chegaram a uma das [três estalagens entre Kyoto e Edo](08_inns.ipynb) e comeram, o primeiro a ter chegado compra 2 cartas de Matsuri em segredo, fica com uma e coloca a outra no fundo da pilha. A carta escolhida é revelada e vale para todos: uma carta de raio na hora, uma carta de espiral até a próxima estalagem. Algumas festividades fecham espaços; os pontos que uma festividade dá são pontos de Jornada. Aqui está o procedimento, e depois as 20 festividades.",
        "cell-02": POS + "Três jogadores com Encruzilhadas e Matsuri, logo antes da estalagem do 15: Umegae (jogadora 1) no 12, Hirotada no 13, Zen-emon no 14. A pilha de Matsuri foi arrumada: Hanabi e O-Bon no topo, depois Kamiarisai e Setsubun. O dado da Fortuna também foi arrumado: x2, X, x4.",
        "cell-05": TRY + "Leve os três à estalagem do 15, um de cada vez (Umegae come Tofu, Hirotada passa, Zen-emon come Soba). Umegae, a primeira a chegar, fica então com Hanabi. Zen-emon, o último a chegar, sai primeiro: tente o templo do 17 e depois vá para o mar do 16." + PLAY,
        "cell-07": WHAT + "Quando a estalagem ficou completa (todos chegaram e tiveram a chance de uma refeição), Umegae, a primeira na estalagem, viu Hanabi e O-Bon, e ninguém mais viu. Ela ficou com Hanabi: os fogos de artifício compraram mais 2 cartas, e as duas valeram. Setsubun, uma carta de raio, valeu na hora: cada viajante, na ordem de chegada, rolou o dado da Fortuna e marcou esse número de pontos de Jornada (X não deu nada a Hirotada), e depois ela foi para o fundo da pilha, ainda à vista até a próxima estalagem (os dois livros de regras discordam sobre para onde ela vai: uma regra da casa, abaixo). Kamiarisai, uma carta de espiral, fica até a próxima estalagem e fecha um espaço de cada templo: os templos simples (3, 17, 22) estão fechados, então Zen-emon foi recusado no do 17. Os templos duplos (10, 37, 44) só perderiam o segundo espaço, que com 3 jogadores nunca é usado: eles ficam abertos para um viajante, então nem a lista nem o tabuleiro os marcam (com 4 ou 5 jogadores o tabuleiro risca o 2º espaço deles).",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [(IMPORT, IMPORT_NAMED),
             ("print('Umegae sees:', demo.game.view(0)['choice']", "print('Umegae vê:', named(demo.game.view(0)['choice']['cards'])"),
             ("'- the others see:'", "'- os outros veem:'"),
             ("print('temple refused:'", "print('templo recusado:'"),
             ("print('in effect until the next inn:'", "print('em vigor até a próxima estalagem:'"),
             ("print('temples Kamiarisai closes:'", "print('templos que Kamiarisai fecha:'")],
}

NB["18_matsuri_travellers"] = {
    "md": {
        "cell-00": "# Tokaido 18: os viajantes de Matsuri\n\nA caixa de Matsuri acrescenta dezesseis viajantes, e cada jogador escolhe entre 3 peças recebidas em vez de 2. Alguns agem na estrada (Takeru e Misaki ganham uma moeda sempre que alguém para em um encontro ou em um templo), alguns no fim (Marihito, Suseri), muitos nas estalagens. Aqui estão os dezesseis, e depois três deles na estalagem do 15, a primeira das [três estalagens entre Kyoto e Edo](08_inns.ipynb).",
        "cell-02": POS + "Três jogadores com Encruzilhadas e Matsuri, logo antes da estalagem do 15: Chihaya, a banhista (jogadora 1), no 12 com 3 moedas, Musubi, o astuto, no 13 com 2, Yashima, a nobre, no 14 com 3. A pilha de Refeições foi arrumada (Udon por 3 moedas, Tofu, Soba, Dango), a de Águas Termais (um 3) e a de Matsuri (Hina matsuri, Tango).",
        "cell-05": TRY + "Leve os três à estalagem do 15, um de cada vez: Chihaya passa a refeição, Musubi come Udon, Yashima passa. Depois Chihaya, a primeira na estalagem, fica com Hina matsuri." + PLAY,
        "cell-07": WHAT + "Chihaya, a primeira na estalagem, tirou na hora uma carta de Águas Termais (3 pontos). Musubi pegou 1 moeda de Chihaya, que chegou logo antes dele, e então pôde pagar 3 por Udon; quando Yashima chegou depois dele, ele pegou 1 moeda dela também, antes da refeição dela. Yashima ganhou um Amuleto grátis tirado ao acaso, virado para baixo: só ela sabe qual. Na festividade, Hina matsuri deu um marcador de Boneca a cada viajante feminina, Chihaya e Yashima, e nada a Musubi. Uma Boneca é usada como uma carta de Souvenir do tipo pequenos objetos: ela entra em um conjunto e conta para Nostalgia e para o tipo Souvenir de Suseri, mas nunca para a Conquista Colecionador, Shodo ou Emaki.",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [(IMPORT, IMPORT_NAMED),
             ("print('Yashima sees her Amulet:', demo.game.view(2)['players'][2]['amulets']",
              "print('Yashima vê o seu Amuleto:', named(demo.game.view(2)['players'][2]['amulets'])"),
             ("'- the others see:'", "'- os outros veem:'"),
             ("print('tokens:', [row['tokens'] for row", "print('marcadores:', [named(row['tokens']) for row")],
}
