"""The Portuguese text of Tokaido tutorials 1 to 9, cell by cell (built by notebooks/tools/tokaido_notebooks_pt.py).

NB[notebook]["md"]: the markdown cells by cell id; NB[notebook]["code"]: (English, Portuguese) strings a
learner reads in the code cells, each of which must be found (the buttons' labels are translated by the
builder from the engine's catalogue). Terms follow tokaido_kit/core/glossary/pt.json, section "tokaido".
"""

POS = "## Uma posição em que a regra está prestes a contar\n\n"
TRY = "## Experimente\n\n"
WHAT = "## O que aconteceu e por quê\n\n"
CHECK = "## Verifique o que entendeu"
HOUSE = "## Regras da casa\n\nOnde o livro de regras não diz nada, o kit teve de decidir:"
PLAY = ("\n\nClique no tabuleiro acima: ele é seu para jogar. A célula seguinte faz os mesmos cliques em Python "
        "(`click_space`, `click_label`) em uma cópia da posição, para que esta página conte sempre a mesma história.")
ANCHOR_POS = "#Uma-posição-em-que-a-regra-está-prestes-a-contar"
#: tutorials that print card or achievement ids show them by name (widgets.tokaido.tutorial.named)
IMPORT = "from widgets.tokaido.tutorial import print_road"
IMPORT_NAMED = "from widgets.tokaido.tutorial import named, print_road"

NB = {}

NB["01_setup"] = {
    "md": {
        "cell-00": "# Tokaido 1: a partida\n\nTokaido é uma viagem de Kyoto a Edo pela estrada do Mar do Leste. Cada jogador é um viajante que quer a viagem mais rica: paisagens, refeições, souvenirs, encontros, banhos e doações aos templos valem pontos; quem tiver mais pontos em Edo vence.",
        "cell-02": POS + "Uma partida nova para três jogadores. Todos esperam em Kyoto (espaço 1); cada jogador recebeu duas peças de Viajante, que só ele pode ver, e precisa ficar com uma delas.",
        "cell-05": TRY + "O jogador 1 decide primeiro: as duas peças são os botões acima da estrada. Clique em uma e depois escolha pelos jogadores 2 e 3 (o tabuleiro mostra sempre quem decide agora)." + PLAY,
        "cell-07": WHAT + "Cada jogador ficou com uma peça, e cada peça deu moedas ao seu viajante: as moedas mudam de um viajante para outro. Depois a viagem começou: o viajante que está no fim da fila em Kyoto decide primeiro para onde ir.",
        "cell-09": CHECK,
    },
    "code": [("print('choices:'", "print('opções:'")],
}

NB["02_moving"] = {
    "md": {
        "cell-00": "# Tokaido 2: andar pela estrada\n\nNão há dados nem turnos em volta da mesa: o viajante mais atrás na estrada é sempre quem se move, avançando quanto quiser, até um espaço que ainda tenha lugar. Toda estalagem é uma parada: ninguém pode passar por uma ([as cinco estalagens da estrada](08_inns.ipynb)).",
        "cell-02": POS + "Quatro jogadores. Como todas as posições dos tutoriais daqui em diante, esta foi montada para a lição, e não jogada desde Kyoto: o kit coloca os viajantes com as suas moedas e as cartas que têm, e os pontos deles são o que essas cartas valem. Hiroshige (jogador 1) é o último, no templo do espaço 3, sem nenhuma moeda. Kinko está no encontro do 4, Chuubei na fazenda do 8 (um espaço duplo), Mitsukuni no encontro do 11. As molduras verdes mostram onde Hiroshige pode parar.",
        "cell-05": TRY + "Tente primeiro a loja do 9, depois o espaço 20, depois a fazenda do 8 (o segundo espaço dela está livre)." + PLAY,
        "cell-07": WHAT + "A loja do 9 foi recusada: sem moedas, Hiroshige não poderia comprar nada ali (o viajante neutro de uma partida de 2 jogadores não tem moedas e não está sujeito a esta regra: [tutorial 10](10_two_players.ipynb#O-viajante-neutro-em-cada-tipo-de-espaço)). O espaço 20 fica depois da estalagem do 15, pela qual ninguém pode passar. A fazenda do 8 tinha o segundo espaço livre (com 4 jogadores usam-se os dois espaços), e o trabalho ali rendeu 3 moedas. Agora Kinko, no espaço 4, é o mais atrás: Kinko se move em seguida.",
        "cell-09": CHECK,
    },
    "code": [("print(f'space {space} refused:'", "print(f'espaço {space} recusado:'")],
}

NB["03_villages"] = {
    "md": {
        "cell-00": "# Tokaido 3: lojas e souvenirs\n\nEm uma loja o viajante vai às compras: três cartas de Souvenir são reveladas, e ele pode comprar qualquer uma delas pelo preço impresso (1, 2 ou 3 moedas), ou nenhuma. Os souvenirs são de quatro tipos (pequenos objetos, comidas e bebidas, roupas, arte), e o que uma carta vale depende do conjunto em que ela entra: colecionar tipos diferentes rende cada vez mais.",
        "cell-02": POS + f"Três jogadores, em uma posição montada para esta lição em vez de jogada ([posições dos tutoriais](02_moving.ipynb{ANCHOR_POS})). Hirotada (jogador 1) está em Kyoto com 4 moedas e, embora ninguém possa fazer compras antes de sair de Kyoto, o kit lhe deu um souvenir, Koma, um pequeno objeto (1 ponto como primeira carta de um conjunto), para que você veja um conjunto crescer. A pilha de Souvenirs foi arrumada para que a loja mostre Sake (comidas e bebidas, 2 moedas), Netsuke (arte, 2 moedas) e Gofu (pequeno objeto, 1 moeda).",
        "cell-05": TRY + "Clique na loja do espaço 2, tente comprar as três cartas e depois compre Sake e Netsuke." + PLAY,
        "cell-07": WHAT + "As três cartas juntas custam 5 moedas e a bolsa tinha 4, então o kit recusou e nada mudou. Sake e Netsuke custam 4. Koma tinha começado um conjunto; Sake (comidas e bebidas) entrou nele como 2ª carta e valeu 3, Netsuke (arte) como 3ª carta e valeu 5. Gofu, um segundo pequeno objeto, só teria começado um conjunto novo valendo 1: a carta não comprada voltou para baixo da pilha. Hirotada continua sendo o viajante mais atrás, então se move de novo.",
        "cell-09": CHECK,
    },
    "code": [("print('choices:'", "print('opções:'"), ("print('all three refused:'", "print('as três recusadas:'")],
}

NB["04_farms_and_hot_springs"] = {
    "md": {
        "cell-00": "# Tokaido 4: fazendas e águas termais\n\nDuas paradas simples. A fazenda é onde o viajante trabalha: ela paga 3 moedas e é o jeito de encher de novo uma bolsa vazia. As águas termais são um banho: o viajante tira uma carta de Águas Termais que vale 2 ou 3 pontos.",
        "cell-02": POS + "Três jogadores. Umegae (jogadora 1) está no templo do 3 com a bolsa vazia; Hirotada está no 4, Zen-emon no 9. A pilha de Águas Termais foi arrumada para que a próxima carta valha 3.",
        "cell-05": TRY + "Mande Umegae para a fazenda do 8; então Hirotada é o último: mande-o para as águas termais do 6." + PLAY,
        "cell-07": WHAT + "Umegae chegou sem moedas e saiu da fazenda com 3: a fazenda está sempre aberta, até para uma bolsa vazia. Depois Hirotada, agora o mais atrás, tomou banho no 6 e tirou a carta arrumada: 3 pontos. As águas termais do 6 são um espaço duplo, como a fazenda do 8: com 4 ou 5 jogadores, dois viajantes podem parar ali.",
        "cell-09": CHECK,
    },
    "code": [],
}

NB["05_panoramas"] = {
    "md": {
        "cell-00": "# Tokaido 5: panoramas\n\nTrês paisagens acompanham a estrada: o Arrozal (3 seções), a Montanha (4) e o Mar (5). Cada parada em um espaço de Panorama dá ao viajante a próxima seção daquela paisagem, que vale o seu número em pontos: 1, depois 2, depois 3... O primeiro viajante a completar uma paisagem também pega a carta de Conquista dela (3 pontos). Depois que um panorama está completo, os espaços dele não servem mais para aquele viajante, que não pode parar neles.",
        "cell-02": POS + "Três jogadores. Umegae (jogadora 1, no 3) já tem 2 das 3 seções de Arrozal; Hirotada (no 4) completou a Montanha e tem a Conquista dela; Zen-emon está no 9.",
        "cell-05": TRY + "Mande Umegae para o arrozal do 5. Então Hirotada é o último: tente a montanha do 7 e depois vá para as águas termais do 6." + PLAY,
        "cell-07": WHAT + "Umegae pegou a terceira seção de Arrozal (3 pontos) e, como foi a primeira a completar o Arrozal, a Conquista dele (mais 3). Hirotada foi recusado na montanha do 7: a Montanha dele está completa, então o kit diz por quê e nada muda; em vez disso ele parou nas águas termais.",
        "cell-09": CHECK,
    },
    "code": [("print('mountain refused:'", "print('montanha recusada:'")],
}

NB["06_temples"] = {
    "md": {
        "cell-00": "# Tokaido 6: templos\n\nEm um templo o viajante doa 1, 2 ou 3 moedas. Cada moeda vale 1 ponto na hora, e as moedas se somam para a classificação do Templo no fim da viagem, em que os viajantes mais generosos marcam 10, 7 e 4 pontos.",
        "cell-02": POS + "Três jogadores. Umegae (jogadora 1) está na loja do 2 com 2 moedas e ainda não doou nada; Yoshiyasu doou 1 moeda até agora, Zen-emon 3.",
        "cell-05": TRY + "Clique no templo do 3, tente doar 3 moedas e depois doe 2." + PLAY,
        "cell-07": WHAT + "Umegae não podia doar 3 moedas de uma bolsa com 2; doar 2 valeu 2 pontos na hora. Se a viagem terminasse agora, a classificação seria Zen-emon (3 moedas) 10 pontos, Umegae (2) 7 e Yoshiyasu (1) 4. Um viajante que nunca doa nada não marca nada na classificação.",
        "temple-tie": "## Um empate na classificação do Templo, passo a passo\n\nDoadores empatados dividem uma posição e todos marcam os pontos dela, e o total seguinte fica com a posição seguinte: nenhuma posição é pulada. Aqui está no motor do jogo, em uma posição montada para a lição: cinco viajantes no último trecho com as bolsas vazias, tendo doado 4, 4, 3, 2 e 1 moedas. Cada um caminha até Edo, não come nada, e a classificação é pontuada.",
        "temple-tie-after": "Umegae e Yoshiyasu empatam em primeiro com 4 moedas: os dois ficam na posição 1 e marcam 10. As 3 moedas de Zen-emon são o total seguinte, então ele fica na posição 2 e marca 7, e não 4: o empate não gastou a segunda posição. Chuubei fica na posição 3 (4 pontos), e Hiroshige, um quarto doador, marca 2 como todo outro doador.",
        "cell-09": CHECK,
    },
    "code": [("print('choices:'", "print('opções:'"), ("print('3 coins refused:'", "print('3 moedas recusadas:'"),
             ("print('given so far:'", "print('doado até agora:'"),
             ("# each in turn walks to Edo and, with an empty purse, eats nothing",
              "# cada um por sua vez caminha até Edo e, com a bolsa vazia, não come nada")],
}

NB["07_encounters"] = {
    "md": {
        "cell-00": "# Tokaido 7: encontros\n\nEm um espaço de Encontro o viajante conhece alguém na estrada: tira a carta de Encontro do topo e faz o que ela diz. O artesão dá um souvenir, o guia uma seção de panorama, o samurai 3 pontos, o nobre 3 moedas, a sacerdotisa uma moeda para o templo. A carta fica na frente do viajante.",
        "cell-02": POS + "Três jogadores. Zen-emon (jogador 1) está no templo do 3, bem atrás de Hirotada (5) e Sasayakko (9). A pilha de Encontros foi arrumada: primeiro Kuge, o nobre, depois Annaibito, o guia da montanha.",
        "cell-05": TRY + "Mande Zen-emon para o encontro do 4. Ele continua sendo o último: mande-o adiante para o encontro do 11." + PLAY,
        "cell-07": WHAT + "O nobre deu 3 moedas a Zen-emon; o guia lhe deu a primeira seção de Montanha (1 ponto) sem que ele parasse em uma montanha. As duas cartas ficam com ele. Agora Hirotada, no 5, é o mais atrás.",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [],
}

NB["08_inns"] = {
    "md": {
        "cell-00": "# Tokaido 8: estalagens e refeições\n\nA estrada tem cinco estalagens: **Kyoto**, onde a viagem começa (espaço 1), **três estalagens entre Kyoto e Edo** (espaços 15, 28 e 42), e **Edo**, onde ela termina (55). Todo viajante precisa parar em cada uma das três estalagens entre Kyoto e Edo e em Edo, e esperar ali pelos outros; essas quatro servem refeições, então uma viagem tem no máximo quatro. Os outros tutoriais chamam as estalagens assim e trazem um link para cá.\n\nO primeiro a chegar revela uma carta de Refeição a mais que o número de jogadores; cada viajante, ao chegar, pode comprar uma das refeições que sobraram (se puder pagar e nunca tiver comido aquele prato) por 6 pontos, ou passar. Quando todos estão ali, o último a ter chegado parte primeiro.",
        "cell-02": POS + "Três jogadores logo antes da estalagem do 28: Umegae (jogadora 1) no 25 com 2 moedas, que já comeu Dango na estalagem do 15; Yoshiyasu no 26 com 5 moedas; Hirotada no 27 com 3. A pilha de Refeições foi arrumada: Dango, Fugu (3 moedas), Soba (2) e Misoshiru (1).",
        "cell-05": TRY + "Mande Umegae para a estalagem do 28 e tente Dango, depois Fugu, e então coma Soba. Depois Yoshiyasu e Hirotada chegam, um de cada vez: Yoshiyasu come Fugu, Hirotada passa." + PLAY,
        "cell-07": WHAT + "Umegae, a primeira na estalagem, revelou 4 refeições (3 jogadores + 1). Dango foi recusado (já comido) e Fugu também (3 moedas, a bolsa tinha 2); Soba custou 2 e valeu 6. Depois Yoshiyasu pegou Fugu e Hirotada passou. Com todos na estalagem, o último a chegar, Hirotada, sai primeiro. O tempo todo, todos podiam ver quais refeições sobravam: o kit mostra a oferta a todos (uma regra da casa, abaixo).",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [("print(dish, 'refused:'", "print(dish, 'recusado:'")],
}

NB["09_travellers"] = {
    "md": {
        "cell-00": "# Tokaido 9: as habilidades dos viajantes\n\nCada peça de Viajante dá ao seu dono moedas e uma habilidade, uma pequena vantagem que molda o seu jeito de viajar. Aqui estão os dez, e depois três deles em ação.",
        "cell-02": POS + "Três jogadores. Umegae, a artista de rua (jogadora 1), está no templo do 3 com 1 moeda; Zen-emon, o mercador, está no 5 com 4 moedas; Hirotada, o sacerdote, no 6 com 2. A pilha de Encontros foi arrumada com um Samurai, a de Souvenirs com Shamisen (3 moedas), Koma (1) e Ocha (2).",
        "cell-05": TRY + "Mande Umegae para o encontro do 11. Então Zen-emon é o último: mande-o para a loja do 9 e compre Shamisen e Koma. Depois Hirotada: o templo do 10, e doe 1 moeda." + PLAY,
        "cell-07": WHAT + "Umegae marcou 1 ponto e ganhou 1 moeda do público antes de conhecer o samurai (3 pontos). Zen-emon pagou só 2 por Shamisen e Koma: a habilidade dele fez a carta mais cara, Shamisen, custar 1 em vez de 3. Hirotada doou 1 moeda e o banco acrescentou uma segunda por ele: 2 pontos e 2 moedas para a classificação do Templo. O registro nomeia a regra de cada viajante, então um clique nela explica a habilidade.",
        "cell-09": CHECK,
        "cell-11": HOUSE,
    },
    "code": [],
}
