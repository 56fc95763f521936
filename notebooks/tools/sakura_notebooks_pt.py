"""The Portuguese text of the Sakura tutorials, cell by cell (built by notebooks/tools/sakura_notebooks.py).

MD[notebook]: the markdown cells in order; CODE[notebook]: (English, Portuguese) strings a learner
reads in the code cells. Terms follow tokaido_kit/core/glossary/pt.json (seed 003).
"""

from sakura_notebooks_common import GATE_LINK, TEACHING, TRY
from sakura_notebooks_common import H as _H

H = _H["pt"]
T, TR, G = TEACHING["pt"], TRY["pt"], GATE_LINK["pt"]

MD = {
    "01_goal_and_setup": [
        "# Sakura 1: o objetivo e a preparação\n\nO Imperador passeia pelo seu jardim para admirar as flores de "
        "cerejeira. Cada jogador é um pintor que quer estar perto dele quando ele parar em uma sakura, sem nunca "
        "esbarrar nele. A proximidade rende fichas; quem tiver mais fichas vence.\n\n" + T,
        H["position"] + "\n\nUma partida nova para quatro jogadores: o Imperador (E) está no espaço torii e os quatro "
        "pintores (1 a 4) esperam no portão, cada um com 5 fichas e uma mão de 5 cartas.",
        H["try"] + "\n\nAzul (jogador 1) decide primeiro: clique em uma das cartas verdes para colocá-la com a face "
        "para baixo. Só a mão de Azul aparece, e depois do clique as cartas dos outros jogadores continuam "
        "escondidas.\n\n" + TR,
        H["what"] + "\n\nA carta de Azul está com a face para baixo: o registro diz que uma carta foi colocada, nunca "
        "qual. Com cinco ou seis jogadores cada ponte tem três espaços, então o caminho é mais longo.",
        "## O portão caso a caso\n\nO manual diz uma coisa sobre o portão: é o único espaço que os pintores podem "
        "dividir, e pintores **juntos** no portão não estão nem à frente nem atrás um do outro. Então, com todos no "
        "portão, ninguém está mais próximo do Imperador, e com dois ou mais lá, ninguém está mais distante. Um pintor "
        "**sozinho** no portão é simplesmente o mais distante do Imperador e conta como qualquer outro pintor. Os "
        "outros tutoriais trazem links para cá.\n\n"
        "| | um pintor sozinho no portão | dois ou mais dividem o portão | todos no portão |\n"
        "|---|---|---|---|\n"
        "| pintor mais próximo (uma ação do jardim, tutorial 3) | um pintor no jardim | um pintor no jardim | "
        "ninguém: ninguém se move |\n"
        "| pintor mais distante (uma ação do jardim, tutorial 3) | o pintor no portão | ninguém: ninguém se move | "
        "ninguém: ninguém se move |\n"
        "| fichas em uma sakura (tutorial 6) | classificado por último, como qualquer outro: terceiro de 3 pintores, "
        "ganha 1 ficha | não são classificados: nenhuma ficha (*regra da casa*) | ninguém é classificado: nenhuma "
        "ficha (*regra da casa*) |\n"
        "| reagrupamento (tutorial 6) | vai para logo atrás do pintor classificado imediatamente antes dele | ficam "
        "no portão (*regra da casa*) | todos ficam (*regra da casa*) |\n"
        "| empate com mais fichas (tutorial 7) | vence um pintor empatado no jardim | vence um pintor empatado no "
        "jardim; jogadores empatados todos no portão dividem a vitória (*regra da casa*) | os jogadores empatados "
        "dividem a vitória (*regra da casa*) |\n\n"
        "As regras da casa resolvem só o que o manual deixa em aberto: como pintores que **dividem** o portão "
        "pontuam, se reagrupam e desempatam. A célula abaixo joga os três casos em uma sakura: três pintores, e a "
        "carta 2 de Azul leva o Imperador à primeira sakura (espaço 14); a ação do pintor dessa carta (avança 1 por "
        "pintor à frente) deixa Azul onde está.",
        "Sozinho no portão, Verde era o terceiro pintor mais próximo: recebeu 1 ficha e se reagrupou do portão para o "
        "espaço 10, logo atrás de Vermelho. Dividindo o portão, Vermelho e Verde não tinham classificação: Azul "
        "recebeu 3 fichas, ninguém recebeu 2 nem 1, e os dois ficaram no portão. Com todos no portão, ninguém foi "
        "classificado.",
        H["check"],
        H["house"],
    ],
    "02_round_and_card_order": [
        "# Sakura 2: a rodada e a ordem das cartas\n\nA cada rodada, todos os jogadores escolhem uma carta em "
        "segredo. Depois as cartas são reveladas simultaneamente e resolvidas uma de cada vez, da menor numeração "
        "até a maior; cada carta faz primeiro a sua ação do jardim e depois a sua ação do pintor. No fim, todos "
        "compram cartas até voltar a ter 5.\n\n" + T,
        H["position"] + "\n\nTrês jogadores. Azul vai jogar a carta 30, Vermelho a carta 9 e Verde a carta 52. Quem "
        "começa não é a ordem dos assentos: é a numeração da carta.",
        H["try"] + "\n\nClique na carta 30 para Azul, depois na carta 9 para Vermelho, depois na carta 52 para Verde "
        "(o tabuleiro mostra a mão de quem decide agora).\n\n" + TR,
        H["what"] + "\n\nA carta 9 de Vermelho foi resolvida primeiro, embora Vermelho se sente em segundo: o "
        "Imperador recuou, depois o pintor de Vermelho se moveu. A carta 30 de Azul fez o pintor mais próximo "
        "(Vermelho) recuar 2. A ação do jardim de cada carta veio antes da sua ação do pintor, e no fim cada jogador "
        "comprou uma carta.",
        H["check"],
    ],
    "03_garden_actions": [
        "# Sakura 3: ações do jardim\n\nA metade de cima de cada carta é uma ação do jardim. A maioria move o "
        "Imperador (avança 1 ou 2, recua 1, ou avança ou recua 1, à sua escolha); as outras fazem o pintor mais "
        "próximo do Imperador recuar 2 espaços, ou o pintor mais distante avançar 2 espaços.\n\n" + T,
        H["position"] + "\n\nAzul tem a carta 4 (Imperador avança ou recua 1), Vermelho a carta 20 (pintor mais "
        "distante avança 2), Verde a carta 51 (pintor mais próximo recua 2). Verde espera sozinho no portão, então "
        "Verde é o pintor mais distante (" + G + ").",
        H["try"] + "\n\nJogue as cartas 4, 20 e 51. A carta 4 vem primeiro e faz duas perguntas a Azul: para onde vai "
        "o Imperador, depois para onde vai o pintor de Azul. Escolha *Para trás* para o Imperador, depois *Para "
        "frente* para o pintor.\n\n" + TR,
        H["what"] + "\n\nAzul escolheu: o Imperador recuou para o espaço 9. A carta 20 tirou do portão o pintor mais "
        "distante, Verde; a carta 51 fez o pintor mais próximo, Vermelho, recuar 2 espaços vazios.",
        H["check"],
        H["house"],
    ],
    "04_painter_actions": [
        "# Sakura 4: ações do pintor e como o movimento conta\n\nA metade de baixo de cada carta move o seu próprio "
        "pintor: avança 1, 2 ou 3; avança ou recua (você escolhe); salta para o primeiro espaço vazio na frente do "
        "próximo pintor à sua frente; ou avança 1 para cada pintor entre você e o Imperador. Um pintor que se move "
        "conta apenas os espaços VAZIOS: os espaços com outros pintores são pulados.\n\n" + T,
        H["position"] + "\n\nAzul (espaço 3) está logo atrás de Vermelho (4) e Verde (5). Azul joga a carta 16 "
        "(avança 3), Vermelho a carta 21 (salta), Verde a carta 23 (avança 1 por pintor à frente).",
        H["try"] + "\n\nJogue 16, 21 e 23. Antes de clicar: em que espaço Azul vai parar?\n\n" + TR,
        H["what"] + "\n\nAzul avançou 3 mas parou no espaço 8, não no 6: os espaços 4 e 5 tinham pintores e não "
        "contaram. Vermelho saltou para a frente de Verde. Havia dois pintores entre Verde e o Imperador, então Verde "
        "avançou 2 espaços vazios.",
        H["check"],
    ],
    "05_bumping_the_emperor": [
        "# Sakura 5: esbarrar no Imperador\n\nNinguém pode tocar no Imperador. Um pintor que o alcança ou passa por "
        "ele cai em desgraça: para, perde uma ficha e retrocede 3 espaços vazios, contados a partir do espaço do "
        "Imperador (abaixo, os dois casos no jardim: alcançá-lo e passar por ele). O mesmo acontece com um pintor "
        "sobre o qual o Imperador recua.\n\n" + T,
        H["position"] + "\n\nO Imperador está no espaço 9, Vermelho logo atrás dele no 8 e Azul no 7. Verde joga a "
        "carta 9 (Imperador recua 1), Azul a carta 15 (avança 3), Vermelho a carta 60.",
        H["try"] + "\n\nJogue 15 para Azul, 60 para Vermelho e 9 para Verde. A carta 9 é resolvida primeiro.\n\n" + TR,
        H["what"] + "\n\nO Imperador recuou sobre Vermelho no espaço 8: Vermelho caiu em desgraça, perdeu uma ficha e "
        "retrocedeu 3 espaços vazios contados a partir do espaço do Imperador, até o espaço 4. Depois a carta 15 "
        "levou o Imperador ao espaço 9, e o avança 3 de Azul o encontrou depois de 1 espaço vazio: Azul teria passado "
        "por ele, então Azul também caiu em desgraça e retrocedeu 3 espaços vazios a partir do espaço 9 do "
        "Imperador, até o espaço 6. Por último, a carta 60 de Vermelho levou o Imperador ao espaço 10 e fez Vermelho "
        "avançar 1, até o espaço 5.",
        "## Alcançar ou passar o Imperador: de onde se contam os 3 espaços\n\n**O manual diz:** um pintor que se "
        "move para o espaço do Imperador *ou passa por ele* cai em desgraça: para imediatamente o seu movimento, "
        "perde uma ficha se puder e retrocede 3 espaços vazios. Ele não diz de onde esses 3 espaços são contados "
        "quando o movimento teria passado pelo Imperador.\n\n**O kit acrescenta** (regra da casa "
        "`sakura.bump.from_emperor`): o pintor para imediatamente *no espaço do Imperador*, então alcançá-lo e passar "
        "por ele terminam do mesmo jeito: os 3 espaços vazios são contados para trás a partir do espaço dele, pulando "
        "espaços com pintores, e nunca além do portão.\n\nDuas pequenas posições mostram os dois casos. Em cada uma, "
        "Azul joga a carta 15 (Imperador avança 1, do espaço 9 para o 10, depois pintor avança 3); a carta de "
        "Vermelho espera uma escolha, então a imagem mostra só a carta 15. Primeiro, Azul no espaço 6 e Vermelho no "
        "8: Azul conta o 7, pula Vermelho no 8, conta o 9, e o seu terceiro espaço seria o espaço 10 do Imperador: "
        "Azul o **alcança**.",
        "Para trás 3 espaços vazios a partir do espaço 10 do Imperador: 9, depois o 8 é de Vermelho (pulado), 7, 6. "
        "Azul termina no 6.\n\nAgora Azul no espaço 8 e Vermelho no 6: Azul conta o 9, e o espaço seguinte é o do "
        "Imperador, com 2 espaços ainda por andar: Azul **passaria** por ele. Azul para imediatamente no espaço 10 "
        "dele e conta para trás a partir dali.",
        "Para trás 3 espaços vazios a partir do espaço 10: 9, 8 (o antigo espaço de Azul, agora vazio), 7. Azul "
        "termina no 7, logo na frente de Vermelho.",
        H["check"],
        H["house"],
    ],
    "06_scoring_and_regrouping": [
        "# Sakura 6: pontuação em uma sakura e reagrupamento\n\nNa primeira vez que o Imperador chega a uma sakura, ele "
        "para para admirá-la. A ação do pintor daquela carta ainda acontece; todas as outras cartas da rodada são "
        "descartadas. O pintor mais próximo ganha 3 fichas, o segundo 2, o terceiro 1. Depois os pintores se "
        "reagrupam atrás do mais próximo. Um pintor sozinho no portão é classificado e se reagrupa como qualquer "
        "outro; pintores que dividem o portão não são classificados: veja " + G + ".\n\n" + T,
        H["position"] + "\n\nO Imperador está a um passo da primeira sakura (espaço 14). Azul joga a carta 27 "
        "(Imperador avança 1, pintor avança 1); a 38 de Vermelho e a 52 de Verde nunca serão resolvidas.",
        H["try"] + "\n\nJogue 27, 38 e 52.\n\n" + TR,
        H["what"] + "\n\nO Imperador parou na sakura. A ação do pintor de Azul ainda aconteceu (até o espaço 12), as "
        "cartas 38 e 52 foram descartadas, a sakura pontuou 3/2/1, e Vermelho e Verde se reagruparam logo atrás de "
        "Azul.",
        H["check"],
        H["house"],
    ],
    "07_end_and_ties": [
        "# Sakura 7: o final do jogo e os empates\n\nO jogo termina logo após a pontuação do último espaço de sakura "
        "(4/2/1 ali). Quem tiver mais fichas vence; se houver empate, vence o jogador empatado cujo pintor está mais "
        "próximo do Imperador. Empates no portão: veja " + G + ".\n\n" + T,
        H["position"] + "\n\nDuas sakuras já pontuaram; o Imperador está a um passo da última. Azul tem 8 fichas, "
        "Vermelho 10, Verde 9.",
        H["try"] + "\n\nJogue 27, 38 e 52, e observe a última sakura.\n\n" + TR,
        H["what"] + "\n\nAzul se tornou o pintor mais próximo e ganhou 4 fichas, Vermelho 2: os dois têm 12. O "
        "empate vai para o pintor mais próximo do Imperador: Azul.",
        H["check"],
    ],
    "08_two_player_variants": [
        "# Sakura 8: as variantes para dois jogadores\n\nCom dois jogadores, um terceiro pintor entra no jogo: o "
        "pintor imperial. Na variante básica, a carta do topo da pilha é jogada por ele a cada rodada, e ele sempre "
        "vai para frente. Na variante mais desafiadora, o jogador mais distante do Imperador escolhe a carta dele, "
        "como uma segunda carta, e compra uma carta adicional.\n\n" + T,
        H["position"] + "\n\nDois jogadores e o pintor imperial (I) no espaço 5. A próxima carta da pilha está "
        "preparada: a carta 46 (avança ou recua 3), então sabemos o que ele vai jogar.",
        H["try"] + "\n\nJogue 27 para Azul e 38 para Vermelho; a carta 46 é revelada para o pintor imperial. Depois, "
        "mais abaixo, a variante mais desafiadora joga a mesma posição.\n\n" + TR,
        H["what"] + "\n\nA carta 46 oferecia para frente ou para trás: ninguém escolheu, o pintor imperial sempre vai "
        "para frente, do espaço 5 para o 10. Azul e Vermelho compraram 1 carta cada no fim da rodada.",
        "## A variante mais desafiadora, na mesma posição\n\nAgora o jogador mais distante do Imperador escolhe a "
        "carta do pintor imperial. Vermelho (espaço 3) está mais distante que Azul (espaço 6), então, depois que os "
        "dois escolheram as próprias cartas, Vermelho coloca para ele uma segunda carta com a face para baixo: a carta "
        "6 (pintor mais próximo recua 2, depois salta à frente do próximo pintor).",
        "A carta 6 tinha a menor numeração, então foi resolvida primeiro: fez o pintor mais próximo, Azul, recuar 2 "
        "espaços vazios (do 6 para o 2, pulando o pintor imperial no 5 e Vermelho no 3), e o pintor imperial, agora o "
        "mais próximo, não tinha ninguém à frente para ultrapassar. Vermelho jogou duas cartas, então Vermelho "
        "comprou 2 no fim da rodada e Azul 1. A posição da variante mais desafiadora:",
        H["check"],
        H["house"],
    ],
}

CODE = {
    "01_goal_and_setup": [
        ("'path length with 4 players:'", "'comprimento do caminho com 4 jogadores:'"),
        ("'- with 5 players:'", "'- com 5 jogadores:'"),
        ("'Blue, Red, Green on spaces'", "'Azul, Vermelho, Verde nos espaços'"),
        ("'- after the sakura:'", "'- depois da sakura:'"),
    ],
    "05_bumping_the_emperor": [
        ('"""Blue plays card 15; Red\'s card 56 then waits for a direction. Prints the bump, shows the garden."""',
         '"""Azul joga a carta 15; a carta 56 de Vermelho espera então uma direção. Mostra o esbarrão e o jardim."""'),
    ],
    "07_end_and_ties": [("'Winner:'", "'Vitória:'")],
}
