"""Write the strategy lab notebooks (``notebooks/lab/<game>.ipynb`` and ``notebooks/<lang>/lab/``), once.

Run ``.venv/bin/python notebooks/tools/lab_notebooks.py`` then ``make notebooks NB=notebooks/lab`` (and the
pt and it folders) to store their outputs. Afterwards the notebooks are the source: edit them in JupyterLab.
Each lab reads as a story: the question, a form that plays many seeded bot games, the chart with its
95% intervals, the numbers, how to read an interval, what to try, and the engine's functions underneath.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[1]

#: Words shared by the three labs, per language.
COMMON = {
    "en": {
        "interval": (
            "## How to read an interval\n\n"
            "Each bar is a win rate, and its whisker is the **95% interval** (Wilson's): the range of true rates "
            "that could well have produced what we saw. Few games give wide whiskers. The dashed line is the fair "
            "share, one win in every *n* games for *n* players (a shared win counts for each winner).\n\n"
            "* Two whiskers that overlap a lot: these games cannot tell the two apart. Play more games.\n"
            "* A whisker entirely above the dashed line: a real advantage, very probably (1 time in 20, chance "
            "alone draws a whisker that misses the truth).\n"
            "* Many bars at once: among 20 bars, one is expected to miss by chance alone. Check a surprise with "
            "another seed."),
        "try": (
            "## Try it\n\n"
            "Change the form above and press **Run**: the bar fills as the games end.\n\n"
            "* **Games**: 30 games take a few seconds; 500 or 2,000 take longer (from 100 games the lab plays on "
            "two processes). Watch the whiskers shrink: four times the games, half the width.\n"
            "* **Seats**: a GreedyBot looks one decision ahead, a RandomBot plays anything legal, a SearchBot "
            "tries 200 playouts per decision (stronger, and the same games on any machine, but slow: start "
            "with 3 games).\n"
            "* **Seed**: the first game's seed. The same seed and bots always give the same games, so a "
            "classmate can check your result; another seed gives other games."),
        "engine": (
            "## Underneath: the engine's functions\n\n"
            "The form calls `tokaido_kit.lab.simulate`, which returns one plain record per game, and the rate "
            "functions count wins with their Wilson interval. You can use them directly:"),
        "wilson": "`wilson(wins, games)` gives the rate and its 95% interval: 5 wins in 10 games is anything from 24% to 76%.",
        "numbers": "The numbers behind the charts:",
    },
    "pt": {
        "interval": (
            "## Como ler um intervalo\n\n"
            "Cada barra é uma taxa de vitória, e o seu traço é o **intervalo de 95%** (de Wilson): as taxas "
            "verdadeiras que poderiam muito bem ter produzido o que vimos. Poucas partidas dão traços largos. A "
            "linha tracejada é a parte justa, uma vitória a cada *n* partidas para *n* jogadores (uma vitória "
            "dividida conta para cada vencedor).\n\n"
            "* Dois traços que se sobrepõem muito: estas partidas não distinguem os dois. Jogue mais partidas.\n"
            "* Um traço inteiramente acima da linha tracejada: uma vantagem real, muito provavelmente (1 vez em "
            "20, só o acaso desenha um traço que erra a verdade).\n"
            "* Muitas barras de uma vez: entre 20 barras, espera-se que uma erre só por acaso. Confira uma "
            "surpresa com outra semente."),
        "try": (
            "## Experimente\n\n"
            "Mude o formulário acima e aperte **Simular**: a barra enche à medida que as partidas terminam.\n\n"
            "* **Partidas**: 30 partidas levam alguns segundos; 500 ou 2.000 levam mais (a partir de 100 "
            "partidas o laboratório joga em dois processos). Veja os traços encolherem: quatro vezes mais "
            "partidas, metade da largura.\n"
            "* **Lugares**: um GreedyBot olha uma decisão à frente, um RandomBot joga qualquer coisa permitida, "
            "um SearchBot tenta 200 simulações por decisão (mais forte, e as mesmas partidas em qualquer máquina, "
            "mas lento: comece com 3 partidas).\n"
            "* **Semente**: a semente da primeira partida. A mesma semente e os mesmos bots dão sempre as mesmas "
            "partidas, então um colega pode conferir o seu resultado; outra semente dá outras partidas."),
        "engine": (
            "## Por baixo: as funções do motor\n\n"
            "O formulário chama `tokaido_kit.lab.simulate`, que devolve um registro simples por partida, e as "
            "funções de taxa contam as vitórias com o seu intervalo de Wilson. Você pode usá-las diretamente:"),
        "wilson": "`wilson(vitórias, partidas)` dá a taxa e o seu intervalo de 95%: 5 vitórias em 10 partidas é qualquer coisa entre 24% e 76%.",
        "numbers": "Os números por trás dos gráficos:",
    },
    "it": {
        "interval": (
            "## Come leggere un intervallo\n\n"
            "Ogni barra è una percentuale di vittorie, e il suo segmento è l'**intervallo al 95%** (di Wilson): "
            "le percentuali vere che potrebbero benissimo aver prodotto ciò che abbiamo visto. Poche partite "
            "danno segmenti larghi. La linea tratteggiata è la quota equa, una vittoria ogni *n* partite per *n* "
            "giocatori (una vittoria condivisa conta per ogni vincitore).\n\n"
            "* Due segmenti che si sovrappongono molto: queste partite non distinguono i due. Gioca più partite.\n"
            "* Un segmento tutto sopra la linea tratteggiata: un vantaggio reale, molto probabilmente (1 volta su "
            "20, il solo caso disegna un segmento che manca la verità).\n"
            "* Molte barre insieme: su 20 barre, ci si aspetta che una sbagli per puro caso. Verifica una "
            "sorpresa con un altro seme."),
        "try": (
            "## Prova tu\n\n"
            "Cambia il modulo qui sopra e premi **Simula**: la barra si riempie man mano che le partite "
            "finiscono.\n\n"
            "* **Partite**: 30 partite richiedono pochi secondi; 500 o 2.000 di più (da 100 partite il "
            "laboratorio gioca su due processi). Guarda i segmenti restringersi: quattro volte le partite, metà "
            "della larghezza.\n"
            "* **Posti**: un GreedyBot guarda una decisione avanti, un RandomBot gioca qualsiasi mossa permessa, "
            "un SearchBot prova 200 simulazioni per decisione (più forte, e le stesse partite su qualsiasi "
            "macchina, ma lento: comincia con 3 partite).\n"
            "* **Seme**: il seme della prima partita. Lo stesso seme e gli stessi bot danno sempre le stesse "
            "partite, così un compagno può verificare il tuo risultato; un altro seme dà altre partite."),
        "engine": (
            "## Sotto il cofano: le funzioni del motore\n\n"
            "Il modulo chiama `tokaido_kit.lab.simulate`, che restituisce un semplice record per partita, e le "
            "funzioni delle percentuali contano le vittorie con il loro intervallo di Wilson. Puoi usarle "
            "direttamente:"),
        "wilson": "`wilson(vittorie, partite)` dà la percentuale e il suo intervallo al 95%: 5 vittorie su 10 partite è qualsiasi valore tra 24% e 76%.",
        "numbers": "I numeri dietro i grafici:",
    },
}

#: Each lab's own story, per language: (title and question, what the chart shows, a second run or None).
LABS = {
    "tokaido": {
        "en": (
            "# Tokaido strategy lab: does your Traveller matter?\n\n"
            "Each Traveller has an ability and a purse. Are some of them simply stronger? And does it matter "
            "where you sit? One game says nothing: the dice of the road (the cards you draw) decide too much. So "
            "we let four GreedyBots travel from Kyoto to Edo many times, each player choosing its Traveller "
            "among the dealt tiles, and we count who wins.",
            "The first chart counts, for each Traveller, the games in which a player had chosen it and how many "
            "of them that player won. The second counts the wins of each seat, the third those of each bot.",
            "## With Crossroads and Matsuri\n\n"
            "The expansions bring new Travellers, Amulets, Calligraphies and festivals. The same question, with "
            "both expansions (fewer games: each takes longer):"),
        "pt": (
            "# Laboratório de estratégia de Tokaido: o seu Viajante importa?\n\n"
            "Cada Viajante tem uma habilidade e uma bolsa. Alguns são simplesmente mais fortes? E importa onde "
            "você senta? Uma partida não diz nada: o acaso da estrada (as cartas compradas) decide demais. Então "
            "deixamos quatro GreedyBots viajarem de Kyoto a Edo muitas vezes, cada jogador escolhendo o seu "
            "Viajante entre as peças recebidas, e contamos quem vence.",
            "O primeiro gráfico conta, para cada Viajante, as partidas em que um jogador o escolheu e quantas "
            "delas esse jogador venceu. O segundo conta as vitórias de cada lugar, o terceiro as de cada bot.",
            "## Com Encruzilhadas e Matsuri\n\n"
            "As expansões trazem novos Viajantes, Amuletos, Caligrafias e festivais. A mesma pergunta, com as "
            "duas expansões (menos partidas: cada uma demora mais):"),
        "it": (
            "# Laboratorio di strategia di Tokaido: il tuo Viaggiatore conta?\n\n"
            "Ogni Viaggiatore ha un'abilità e una borsa. Alcuni sono semplicemente più forti? E conta dove ti "
            "siedi? Una partita non dice nulla: il caso della strada (le carte pescate) decide troppo. Così "
            "lasciamo che quattro GreedyBot viaggino da Kyoto a Edo molte volte, ogni giocatore scegliendo il "
            "suo Viaggiatore tra le tessere ricevute, e contiamo chi vince.",
            "Il primo grafico conta, per ogni Viaggiatore, le partite in cui un giocatore lo aveva scelto e "
            "quante di queste quel giocatore ha vinto. Il secondo conta le vittorie di ogni posto, il terzo "
            "quelle di ogni bot.",
            "## Con Crossroads e Matsuri\n\n"
            "Le espansioni portano nuovi Viaggiatori, Amuleti, Calligrafie e festival. La stessa domanda, con "
            "entrambe le espansioni (meno partite: ognuna dura di più):"),
    },
    "sakura": {
        "en": (
            "# Sakura strategy lab: which cards win?\n\n"
            "Every round each painter plays one card face down: a low number goes first, a high one moves the "
            "painter further, and the Emperor may move too. Is there a card number that wins more often than "
            "the others? We let two GreedyBots and two RandomBots play many games, write down every card each "
            "player played, and count how often the player of each card number won that game.",
            "The first chart gives, for each card number, how often its player won the game (one trial per card "
            "played; a player plays many cards in a game, so these trials are not independent: read the "
            "whiskers as a little too narrow). The second counts the wins of each seat, the third those of each "
            "bot: does looking one decision ahead beat playing at random?",
            None),
        "pt": (
            "# Laboratório de estratégia de Sakura: quais cartas vencem?\n\n"
            "A cada rodada cada pintor joga uma carta virada para baixo: uma numeração baixa vai primeiro, uma "
            "alta leva o pintor mais longe, e o Imperador também pode andar. Existe uma numeração que vence mais "
            "vezes do que as outras? Deixamos dois GreedyBots e dois RandomBots jogarem muitas partidas, "
            "anotamos cada carta que cada jogador jogou e contamos com que frequência quem jogou cada numeração "
            "venceu a partida.",
            "O primeiro gráfico dá, para cada numeração, com que frequência quem a jogou venceu a partida (uma "
            "tentativa por carta jogada; um jogador joga muitas cartas numa partida, então estas tentativas não "
            "são independentes: leia os traços como um pouco estreitos demais). O segundo conta as vitórias de "
            "cada lugar, o terceiro as de cada bot: olhar uma decisão à frente vence jogar ao acaso?",
            None),
        "it": (
            "# Laboratorio di strategia di Sakura: quali carte vincono?\n\n"
            "A ogni turno ogni pittore gioca una carta coperta: un numero basso va per primo, uno alto porta il "
            "pittore più lontano, e anche l'Imperatore può muoversi. C'è un numero che vince più spesso degli "
            "altri? Lasciamo giocare molte partite a due GreedyBot e due RandomBot, annotiamo ogni carta giocata "
            "da ogni giocatore e contiamo quanto spesso chi ha giocato ogni numero ha vinto la partita.",
            "Il primo grafico dà, per ogni numero, quanto spesso chi l'ha giocato ha vinto la partita (una prova "
            "per carta giocata; un giocatore gioca molte carte in una partita, quindi queste prove non sono "
            "indipendenti: leggi i segmenti come un po' troppo stretti). Il secondo conta le vittorie di ogni "
            "posto, il terzo quelle di ogni bot: guardare una decisione avanti batte giocare a caso?",
            None),
    },
    "duo": {
        "en": (
            "# Tokaido Duo strategy lab: which die should you take?\n\n"
            "Every round the players take dice in turn, and the die you take moves one character: the Pilgrim, "
            "the Merchant or the Artist. Does taking one character's die go with winning more often? We let a "
            "GreedyBot play a RandomBot many times, write down every die each player took, and compare with "
            "the result.",
            "The first chart gives, for each character, how often the player who took its die won that game "
            "(one trial per die taken, so read the whiskers as a little too narrow). The second compares the "
            "bots.",
            "## Against the Automa\n\n"
            "The Automa plays the second seat by its own rules. How does a GreedyBot fare against it, and which "
            "dice does it take when it wins?"),
        "pt": (
            "# Laboratório de estratégia de Tokaido Duo: qual dado pegar?\n\n"
            "A cada rodada os jogadores pegam dados em turnos, e o dado que você pega move um personagem: o "
            "Peregrino, o Mercador ou o Artista. Pegar o dado de um personagem anda junto com vencer mais vezes? "
            "Deixamos um GreedyBot jogar contra um RandomBot muitas vezes, anotamos cada dado que cada jogador "
            "pegou e comparamos com o resultado.",
            "O primeiro gráfico dá, para cada personagem, com que frequência quem pegou o seu dado venceu a "
            "partida (uma tentativa por dado pego, então leia os traços como um pouco estreitos demais). O "
            "segundo compara os bots.",
            "## Contra o Automa\n\n"
            "O Automa joga no segundo lugar com as suas próprias regras. Como um GreedyBot se sai contra ele, e "
            "quais dados ele pega quando vence?"),
        "it": (
            "# Laboratorio di strategia di Tokaido Duo: quale dado prendere?\n\n"
            "A ogni round i giocatori prendono i dadi a turno, e il dado che prendi muove un personaggio: il "
            "Pellegrino, il Mercante o l'Artista. Prendere il dado di un personaggio va insieme al vincere più "
            "spesso? Lasciamo giocare molte volte un GreedyBot contro un RandomBot, annotiamo ogni dado preso da "
            "ogni giocatore e lo confrontiamo con il risultato.",
            "Il primo grafico dà, per ogni personaggio, quanto spesso chi ha preso il suo dado ha vinto la "
            "partita (una prova per dado preso, quindi leggi i segmenti come un po' troppo stretti). Il secondo "
            "confronta i bot.",
            "## Contro l'Automa\n\n"
            "L'Automa gioca il secondo posto con le sue regole. Come se la cava un GreedyBot contro di lui, e "
            "quali dadi prende quando vince?"),
    },
}

#: Each lab's form code: (class, first form's arguments, the second form's lines or None, the engine example).
CODE = {
    "tokaido": ("TokaidoLab", "games=24, seed=1",
                "extended = TokaidoLab(games=10, seed=1)\nextended.expansions.value = True\nextended.run()\nextended",
                'records = simulate("tokaido", 3, ["greedy", "random", "random"], seed=5)\n'
                'for r in records:\n    print(r["seed"], r["travelers"], r["scores"], "winners:", r["winners"])\n'
                'traveler_rates(records)'),
    "sakura": ("SakuraLab", "games=40, seed=1", None,
               'records = simulate("sakura", 3, ["greedy", "random", "random"], seed=5)\n'
               'for r in records:\n    print(r["seed"], "cards played:", r["cards"], "winners:", r["winners"])\n'
               'card_rates(records)[1]'),
    "duo": ("DuoLab", "games=40, seed=1",
            'automa = DuoLab(games=30, seed=1, bots=["greedy", "automa"])\nautoma.run()\nautoma',
            'records = simulate("duo", 3, ["greedy", "random"], seed=5)\n'
            'for r in records:\n    print(r["seed"], r["scores"], "winners:", r["winners"], "dice of seat 1:", r["dice"][0][:6])\n'
            'die_rates(records)'),
}


def notebook(game: str, lang: str) -> nbformat.NotebookNode:
    """The lab of ``game`` in ``lang``, without outputs."""
    words, (intro, reading, second) = COMMON[lang], LABS[game][lang]
    cls, args, again, example = CODE[game]
    here = f"lab/{game}.ipynb" if lang == "en" else f"{lang}/lab/{game}.ipynb"
    setup = f"from tokaido_kit.core.i18n import set_language\nset_language('{lang}')\n" if lang != "en" else ""
    cells = [
        new_markdown_cell(intro),
        new_code_cell("# NBVAL_IGNORE_OUTPUT\n" + setup + f"from widgets.lab import {cls}\nfrom widgets.tutorial import nav\n\n"
                      f"form = {cls}({args})\nform.run()\nform"),
        new_markdown_cell(reading + "\n\n" + words["numbers"]),
        new_code_cell("form.table()"),
        new_markdown_cell(words["interval"]),
    ]
    if again:
        name = again.split(" = ")[0]
        cells += [new_markdown_cell(second), new_code_cell("# NBVAL_IGNORE_OUTPUT\n" + again),
                  new_code_cell(f"{name}.table()")]
    cells += [
        new_markdown_cell(words["try"]),
        new_markdown_cell(words["engine"]),
        new_code_cell("from tokaido_kit.lab import card_rates, die_rates, simulate, traveler_rates, wilson\n\n"
                      + example),
        new_markdown_cell(words["wilson"]),
        new_code_cell("wilson(5, 10)"),
        new_code_cell(f"nav('{here}')"),
    ]
    nb = new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    for k, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{k}"
    return nb


def main(argv: list[str]) -> int:
    for lang in ("en", "pt", "it"):
        folder = ROOT / ("lab" if lang == "en" else f"{lang}/lab")
        folder.mkdir(parents=True, exist_ok=True)
        for game in LABS:
            path = folder / f"{game}.ipynb"
            if path.exists() and "--force" not in argv:
                print(f"{path} exists (--force rewrites it)")
                continue
            nbformat.write(notebook(game, lang), str(path))
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
