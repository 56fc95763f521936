"""The Tokaido Duo tutorials in Portuguese (pt-BR): the markdown cells of each notebook, in order.

Built into notebooks/pt/duo/ by notebooks/tools/duo_notebooks.py; the terms follow
tokaido_kit/core/glossary/pt.json (section "duo").
"""

LABEL = ("*Este kit joga na **ilha de ensino v1, não o tabuleiro impresso**: a geometria do tabuleiro "
         "impresso não foi encontrada em material público.*")
POSITION = "## Uma posição em que a regra está prestes a contar"
TRY = "## Experimente"
CLICKS = ("Clique no tabuleiro acima: ele é seu para jogar. A próxima célula faz os mesmos cliques em Python "
          "(`click_die`, `click_town`, `click_zone`...) em uma cópia da posição, para que esta página conte "
          "sempre a mesma história.")
WHAT = "## O que aconteceu e por quê"
CHECK = "## Verifique o que entendeu"
HOUSE = "## Regras da casa\n\nOnde o manual não diz nada, o kit precisou decidir:"

MD = {
    "00_the_island": [
        f"""# Tokaido Duo 0: a ilha e a preparação

Dois viajantes atravessam uma ilha. Cada jogador move três peões: um **Peregrino** (P) percorre o anel de espaços, um **Mercador** (M) viaja pelas rotas entre as cidades, um **Artista** (A) atravessa as zonas em volta do anel. A cada rodada, três dados são pegos um de cada vez, e cada dado pego é um **turno** ([tutorial 1](01_rounds.ipynb)). Templos, Jardins, lingotes de ouro e pinturas dão pontos; quem tiver mais pontos vence.

{LABEL}""",
        f"""{POSITION}

Uma partida nova de dois jogadores. Os dois Peregrinos estão no espaço 0 do anel, os dois Mercadores na cidade da montanha Yama, os dois Artistas na zona Hana. Cada espaço do anel mostra uma letra (T Templo, J Jardim, F Fonte Termal, B Beira-mar, C cidade costeira) e o seu número; as lojas das cidades costeiras mostram o que compram e por quanto. Os painéis à direita são os tabuleiros dos jogadores.""",
        f"""{TRY}

O Jogador 1 escolhe primeiro. Clique no **dado do Peregrino** para fazer o Peregrino do Jogador 1 andar pelo anel.

{CLICKS}""",
        f"""{WHAT}

O dado mostrava 2, então o Peregrino do Jogador 1 andou exatamente 2 espaços, do espaço 0 ao espaço 2. O espaço 2 é uma cidade costeira (C): o Peregrino visita Kawa e ganha moedas. O Jogador 1 ainda pega o último dado da rodada mais tarde; agora o Jogador 2 escolhe um dos dois dados restantes.""",
        CHECK,
        HOUSE,
    ],
    "01_rounds": [
        f"""# Tokaido Duo 1: uma rodada: três dados, escolhidos 1-2-1

A cada rodada, quem escolhe primeiro rola três dados: um para o Peregrino, um para o Mercador, um para o Artista. Quem escolhe primeiro pega um, o outro jogador pega um dos dois restantes, e quem escolheu primeiro pega o último. Um dado sempre move o **seu próprio** peão daquele tipo, exatamente o número mostrado.

Cada dado pego, com o seu movimento, é um **turno**: uma rodada tem três turnos, dois de quem escolhe primeiro e um do outro jogador. Quando uma regra diz "turno" (a ficha de Fonte Termal não pode ser gasta no turno em que foi pega), ela quer dizer um dado, nunca uma rodada inteira.

{LABEL}""",
        f"""{POSITION}

Rodada 1, o Jogador 1 escolhe primeiro. Os dados mostram Peregrino 3, Mercador 1 e Artista 2 (preparados para esta lição, para que a história seja sempre a mesma).""",
        f"""{TRY}

Clique no **dado do Peregrino** para o Jogador 1, depois no **dado do Mercador** para o Jogador 2 e em uma cidade verde para o Mercador do Jogador 2. O Jogador 1 recebe o dado do Artista sem clicar: é o único que sobrou. Clique em uma zona verde para o Artista e **pinte** ali.

{CLICKS}""",
        f"""{WHAT}

O Peregrino do Jogador 1 andou exatamente 3 espaços até um Templo. O Jogador 2 só podia pegar o dado do Mercador ou o do Artista, e moveu o Mercador **do Jogador 2** 1 trecho até a cidade da montanha Kiri, que tira mercadorias do saco. O último dado foi para o Jogador 1 sozinho: o Artista atravessou exatamente 2 zonas e pintou (sozinho em Tsuki, por isso nenhuma ficha foi revelada ainda). Então começou a rodada 2 e o Jogador 2 rolou os dados: quem escolhe primeiro se alterna.""",
        CHECK,
    ],
    "02_pilgrim": [
        f"""# Tokaido Duo 2: o Peregrino

O Peregrino percorre o anel no sentido horário, exatamente o número do dado do Peregrino. Onde ele para, ele age: um **Templo** (T) sobe a trilha do Templo, um **Jardim** (J) a trilha do Jardim, uma **cidade costeira** (C) paga as moedas da ficha de loja daquela cidade. Um espaço de chegada só comporta um peão: se estiver ocupado, o Peregrino segue até o próximo espaço livre e age ali.

{LABEL}""",
        f"""{POSITION}

O Peregrino do Jogador 1 está no espaço 4 (um Jardim), o do Jogador 2 no espaço 6 (um Templo). O dado do Peregrino mostra 2: dois espaços depois do 4 é exatamente onde está o Peregrino do Jogador 2. O espaço 7 é a cidade costeira Hama.""",
        f"""{TRY}

O Jogador 1 escolhe primeiro. Clique no **dado do Peregrino** e veja onde o Peregrino do Jogador 1 vai parar.

{CLICKS}""",
        f"""{WHAT}

O dado dizia 2, então o Peregrino contou 2 espaços, do 4 ao 6 (`duo.pilgrim.move`). O espaço 6 estava ocupado pelo Peregrino do Jogador 2, então ele seguiu até o próximo espaço livre, o 7 (`duo.pilgrim.occupied`), e o registro conta a caminhada do 4 ao 7. O espaço 7 é Hama, uma cidade costeira: a sua ficha de loja paga 4 moedas (`duo.pilgrim.coastal`). O Templo do espaço 6 não deu nada ao Jogador 1: só o espaço onde o Peregrino para faz efeito. Agora o Jogador 2 escolhe um dos dois dados restantes.""",
        CHECK,
    ],
    "03_hot_spring": [
        f"""# Tokaido Duo 3: a Fonte Termal

Um Peregrino que para em uma **Fonte Termal** (F) pega a ficha de Fonte Termal, do tabuleiro ou do outro jogador. Depois de um dos seus movimentos seguintes, você pode **gastá-la**: o mesmo peão repete o mesmo movimento, com o mesmo número, e o seu efeito. A ficha então volta ao tabuleiro. Você não pode gastá-la no turno em que a pegou: um turno é um dado ([tutorial 1](01_rounds.ipynb)), então a ficha é nova só para o movimento que a pegou, e você pode gastá-la depois do seu próximo dado, mesmo mais adiante na mesma rodada.

{LABEL}""",
        f"""{POSITION}

O Jogador 2 tem a ficha de Fonte Termal. O Peregrino do Jogador 1 está no espaço 3; o espaço 5 é uma Fonte Termal. Os dados mostram Peregrino 2, Mercador 1 e Artista 1. O Mercador do Jogador 1 espera em Yama, que fica na zona Kaze, como o espaço 5; o Artista do Jogador 2 está em Hana.""",
        f"""{TRY}

Clique no **dado do Peregrino** para o Jogador 1, depois no **dado do Mercador** e em uma cidade verde (**Kiri**) para o Jogador 2. O Jogador 1 recebe o último dado, o do Artista: mande o Artista para **Kaze** e **pinte**. Agora a ficha pode ser gasta: **use-a** e mova o Artista 1 zona de novo, até **Hana**, e pinte ali também.

{CLICKS}""",
        f"""{WHAT}

O Peregrino do Jogador 1 parou na Fonte Termal e tomou a ficha do Jogador 2 (`duo.pilgrim.hot_spring`). Ela era nova: o jogo não ofereceu gastá-la depois daquele movimento (`duo.spring.fresh`). O turno seguinte do Jogador 1 veio na mesma rodada, com o seu último dado, o do Artista: a ficha já não era nova, porque um turno é um dado, não uma rodada. Depois de pintar em Kaze (o Peregrino e o Mercador do próprio Jogador 1 estão ali, então 2 fichas), o Jogador 1 gastou a ficha para repetir o movimento de 1 do Artista (`duo.spring.repeat`), de Kaze até Hana, onde o Artista do Jogador 2 revelou mais uma ficha. A ficha voltou ao tabuleiro, para o próximo Peregrino que parar em uma Fonte Termal.""",
        CHECK,
    ],
    "04_merchant": [
        f"""# Tokaido Duo 4: o Mercador

O Mercador viaja pelas rotas comerciais entre as 12 cidades, exatamente tantos trechos quanto o dado do Mercador mostra, sem nunca visitar a mesma cidade duas vezes. Quando várias cidades estão a essa distância, você escolhe. Em uma **cidade da montanha** o Mercador tira mercadorias do saco às cegas (no máximo 5 no estoque); em uma **cidade costeira** ele pode vender todas as suas mercadorias do tipo mostrado na ficha de loja da cidade. Uma cidade costeira onde há outro peão está fechada para ele, mesmo no caminho para outra cidade.

{LABEL}""",
        f"""{POSITION}

O Mercador do Jogador 1 está na cidade da montanha Kiri com 3 bonecas. O dado do Mercador mostra 1: a um trecho de Kiri estão Yama, Taki, Minato e Iso. Minato compra bonecas a 3 cada e Iso a 4 cada, mas o Peregrino do Jogador 2 está no espaço 16, que é Iso.""",
        f"""{TRY}

Clique no **dado do Mercador** para o Jogador 1. Depois tente **Iso** (o melhor preço) e leia por que é recusado; mande o Mercador para **Minato** e **venda**.

{CLICKS}""",
        f"""{WHAT}

O dado dizia 1, então só as cidades a um trecho ficaram verdes (`duo.merchant.exact`), e o Jogador 1 escolheu entre elas (`duo.merchant.choose`). Iso paga 4 por boneca, mas o Peregrino do Jogador 2 está lá, então o Mercador não pode entrar (`duo.merchant.coastal_occupied`): o clique não mudou nada. Em Minato o Mercador vendeu as 3 bonecas a 3 moedas cada (`duo.merchant.sell`) e as bonecas voltaram ao saco. Yama e Taki, as cidades da montanha, teriam tirado 2 mercadorias do saco (`duo.merchant.mountain`), guardando no máximo 5 (`duo.merchant.storage`).""",
        CHECK,
        HOUSE,
    ],
    "05_gold": [
        f"""# Tokaido Duo 5: lingotes de ouro

As moedas das cidades costeiras (o Peregrino) e das vendas (o Mercador) vão para uma só bolsa. Sempre que ela chega a 10 moedas, 10 delas viram na hora um **lingote de ouro**, no espaço vazio mais à esquerda do seu tabuleiro do Mercador. No fim, o Mercador marca o valor mostrado acima do lingote mais à direita (1, 3, 6, 10, 15, 21); o sexto lingote encerra a partida no fim da rodada.

{LABEL}""",
        f"""{POSITION}

O Jogador 1 já tem um lingote de ouro (vale 1 ponto) e 8 moedas. O Mercador está em Kiri com 3 bonecas, e o dado do Mercador mostra 1: Iso, a um trecho, compra bonecas a 4 cada.""",
        f"""{TRY}

Clique no **dado do Mercador** para o Jogador 1, mande o Mercador para **Iso** e **venda**. Observe a bolsa.

{CLICKS}""",
        f"""{WHAT}

Vender 3 bonecas a 4 rendeu 12 moedas: a bolsa ficou com 20. Na hora, 10 moedas viraram o lingote de ouro 2 (vale 3) e as outras 10 viraram o lingote de ouro 3 (vale 6), e a bolsa ficou vazia (`duo.gold.bar`). O Mercador do Jogador 1 agora marca 6, o valor acima do lingote mais à direita: mais moedas não rendem nada até chegarem a 10 de novo, mas as moedas que sobram no fim desempatam.""",
        CHECK,
    ],
    "06_artist": [
        f"""# Tokaido Duo 6: o Artista

O Artista atravessa as 8 zonas em volta do anel, exatamente tantas quanto o dado do Artista mostra, nunca a mesma zona duas vezes. Onde ele para, faz uma de duas coisas. **Pintar**: revelar uma das suas fichas de Pintura viradas para baixo para cada peão naquela zona, sem contar este próprio Artista: o seu Peregrino e o seu Mercador contam, e todos os peões do outro jogador também. **Doar**: dar a sua ficha revelada mais acima e à esquerda, só se o seu ícone for igual ao ícone da zona; ela descobre um espaço do seu tabuleiro do Artista e, no fim, o Artista marca o valor do espaço descoberto pela sua última doação ([quanto vale uma doação](#Quanto-vale-uma-doação)).

{LABEL}""",
        f"""{POSITION}

O Artista do Jogador 1 está em Hana; uma ficha de Pintura já está revelada, um leque. O Artista do Jogador 2 está em Tsuki (lanterna) e o Peregrino do Jogador 2 está no espaço 12, que também fica em Tsuki. O dado do Artista mostra 2.""",
        f"""{TRY}

Clique no **dado do Artista** para o Jogador 1 e na zona **Tsuki**. Tente primeiro **doar** e leia por que é recusado, depois **pinte**.

{CLICKS}""",
        f"""{WHAT}

O Artista atravessou exatamente 2 zonas, de Hana a Kaze e a Tsuki (`duo.artist.move`). Doar foi recusado: a ficha revelada mais acima e à esquerda mostra um leque, e o ícone de Tsuki é uma lanterna (`duo.artist.gift`). Pintar contou os **outros** peões em Tsuki: o Artista do Jogador 2 e o Peregrino do Jogador 2 no espaço 12, então mais duas fichas foram reveladas, da esquerda para a direita (`duo.artist.paint`). O próprio Artista do Jogador 1 não conta; o Peregrino ou o Mercador do próprio Jogador 1 contariam (o tutorial 3 mostra isso). A próxima ficha a doar ainda é o leque: ela precisa de um Artista em uma zona de leque (Hana ou Mori).""",
        """## Quanto vale uma doação

As suas fichas de Pintura cobrem os 10 espaços do seu tabuleiro do Artista, e as doações as retiram em ordem, então a sua primeira doação descobre o espaço 1, a segunda o espaço 2, e assim por diante. No fim, o Artista marca o valor impresso no espaço descoberto pela sua última doação (o manual fala do espaço descoberto mais abaixo e à direita: é o mesmo espaço). Nada doado, nada marcado. Os valores, lidos do arquivo de dados da ilha, e a pontuação do Artista depois de 0 a 10 doações:""",
        """As últimas doações valem muito mais: a décima descobre 22 pontos (e encerra a partida no fim da rodada), enquanto cada uma das três primeiras doações aumenta a pontuação do Artista em apenas 1.""",
        CHECK,
    ],
    "07_wave_tiles": [
        f"""# Tokaido Duo 7: fichas de Onda

Um Peregrino que para na **Beira-mar** (B) pega uma **ficha de Onda**: uma das que ainda estão no tabuleiro ou, quando não resta nenhuma lá, uma do outro jogador. Há uma ficha por personagem, e cada uma tem dois lados, sorteados na preparação: Peregrino *Apressado* (um espaço a mais, se você quiser) ou *Calmo* (um a menos); Mercador *Astuto* (1 moeda a mais por mercadoria vendida) ou *Robusto* (1 mercadoria a mais nas montanhas, estoque 6); Artista *Especialista* (Pintar revela uma ficha a mais) ou *Inspirado* (Doar pode usar qualquer zona atravessada). Uma ficha vale para quem a tem até o outro jogador tomá-la.

{LABEL}""",
        f"""{POSITION}

O Peregrino do Jogador 1 está no espaço 8; o espaço 10 é uma Beira-mar. O Jogador 2 já tem a ficha do Peregrino (Apressado); a ficha do Mercador (Astuto) e a do Artista (Especialista) estão no tabuleiro. O Mercador do Jogador 1 está em Kiri com 3 bonecas, a um trecho de Minato, que compra bonecas a 3. Os dados mostram Peregrino 2, Mercador 1 e Artista 1.""",
        f"""{TRY}

Clique no **dado do Peregrino** para o Jogador 1 e pegue a ficha de Onda do **Mercador**. Para o Jogador 2, clique no **dado do Artista**, na zona **Kaze** e em **pintar**. O Jogador 1 recebe o último dado, o do Mercador: mande-o para **Minato** e **venda**.

{CLICKS}""",
        f"""{WHAT}

O Peregrino do Jogador 1 parou na Beira-mar (`duo.pilgrim.seashore`) e escolheu entre as duas fichas que ainda estavam no tabuleiro, a do Mercador e a do Artista: a ficha do Peregrino do Jogador 2 só poderia ser tomada quando o tabuleiro estivesse vazio (`duo.wave.take`). O seu lado, Astuto, foi fixado antes da partida (`duo.wave.sides`; aqui quem o escolheu foi o cenário). Na mesma rodada ela já rendeu: a ficha de Minato diz 3 por boneca, mas o Mercador Astuto vendeu cada uma por 4, 12 moedas em vez de 9 (`duo.wave.cunning`), o bastante para um primeiro lingote de ouro.""",
        CHECK,
    ],
    "08_end_and_scoring": [
        f"""# Tokaido Duo 8: o fim e a pontuação

A partida termina no fim da rodada em que alguém completa uma trilha: uma trilha do Templo chega à nona casa, uma trilha do Jardim à sexta, alguém pega um sexto lingote de ouro ou doa uma décima pintura. A rodada é jogada até o fim e então cada jogador marca três partes: **Peregrino**, valor do Templo vezes valor do Jardim; **Mercador**, o valor acima do lingote de ouro mais à direita; **Artista**, o valor do espaço descoberto pela sua última pintura doada ([os valores dos espaços](06_artist.ipynb#Quanto-vale-uma-doação)). Vence o maior total; um empate vai para quem tem mais moedas sobrando, e com moedas iguais a partida termina empatada.

{LABEL}""",
        f"""{POSITION}

A trilha do Templo do Jogador 1 está na casa 8 (vale 7) e a trilha do Jardim na casa 3 (vale 2): 14 pontos, todos do Peregrino, e 3 moedas. O Jogador 2 tem Templo 3 e Jardim 3 (2 vezes 2 = 4), quatro lingotes de ouro (10) e duas pinturas doadas (o segundo espaço: 2): 16 pontos, e 5 moedas. O Peregrino do Jogador 1 no espaço 4 está a dois espaços do Templo do espaço 6.""",
        f"""{TRY}

Clique no **dado do Peregrino** para o Jogador 1 e observe a trilha do Templo. Depois jogue a rodada até o fim: o **dado do Mercador** até **Kiri** para o Jogador 2, o Artista até **Tsuki** para o Jogador 1, e **pinte**.

{CLICKS}""",
        f"""{WHAT}

O Templo levou a trilha do Templo do Jogador 1 à nona casa: a partida não parou ali, ela anunciou a última rodada (`duo.end.trigger`), e os dois jogadores pegaram os dados restantes. Depois, a pontuação (`duo.end.score`): Jogador 1, 8 vezes 2 = 16, tudo do Peregrino; Jogador 2, 4 + 10 + 2 = 16. Empate, então as moedas sobrando decidiram: 5 contra 3, e o Jogador 2 venceu (`duo.end.tie`). Completar uma trilha primeiro não ganha a partida; só dispara o relógio.""",
        CHECK,
    ],
    "09_automa": [
        f"""# Tokaido Duo 9: jogar contra o Automa

Sozinho, você joga contra o **Automa**, um jogador sem dinheiro nem mercadorias que se move por uma regra fixa. Quando escolhe, ele pega o dado do seu personagem com o **Nível mais baixo** (em caso de empate, Peregrino, depois Mercador, depois Artista). O seu peão se move como o seu, até o primeiro lugar permitido na ordem da ilha; a sua chegada não tem efeito sobre a mesa, mas os seus peões ocupam espaços e contam para Pintar. Quando a sua chegada é uma que recompensaria você, o Nível daquele personagem sobe uma casa. A sua pontuação é a soma dos valores dos seus três Níveis.

{LABEL}""",
        f"""{POSITION}

Uma partida contra o Automa (`automa=True`: o jogador 2 é o Automa e nunca precisa de um clique). Os seus Níveis são Peregrino 3, Mercador 1 e Artista 2, que valem 6 pontos. O Peregrino do Jogador 1 está no espaço 12, na zona Tsuki. Os dados mostram Peregrino 2, Mercador 1 e Artista 2, e o Jogador 1 escolhe primeiro.""",
        f"""{TRY}

Pegue o **dado do Mercador** (o Nível mais baixo do Automa) e mande o seu Mercador para **Kiri**. Veja que dado o Automa pega e para onde vai o seu peão: você não clica em nada por ele.

{CLICKS}""",
        f"""{WHAT}

Sem o dado do Mercador, o Nível mais baixo do Automa entre os dados restantes era o do Artista (2, contra 3 do Peregrino), então ele pegou o dado do Artista (`duo.automa.choice`). O seu Artista atravessou 2 zonas até Tsuki, a primeira zona na ordem da ilha que ele podia alcançar (`duo.automa.move`). O Peregrino do Jogador 1 está em Tsuki: um jogador que pintasse ali revelaria uma ficha, então o Nível do Artista do Automa subiu para 3 (`duo.automa.rank`). O Jogador 1 pegou o último dado. Na rodada 2 o Automa escolheu primeiro e pegou logo o dado do Mercador: o seu Nível 1 era o mais baixo. A sua pontuação foi de 6 para 8, a soma dos seus Níveis (`duo.automa.score`). Um empate no fim vai para você: o Automa não tem moedas (`duo.automa.tie`).""",
        CHECK,
        HOUSE,
    ],
}

CODE = {
    "06_artist": [
        ("print('slots 1 to 10 are worth:', ISLAND.painting_slots)",
         "print('os espaços 1 a 10 valem:', ISLAND.painting_slots)"),
        ("print(f'{gifted} gifted: the Artist scores',", "print(f'{gifted} doadas: o Artista marca',"),
    ],
}
