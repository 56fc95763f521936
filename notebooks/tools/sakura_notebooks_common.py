"""Shared sentences of the translated Sakura tutorials (see notebooks/tools/sakura_notebooks.py)."""

TEACHING = {
    "pt": "*Este kit joga com um **baralho de ensino / jardim de ensino, não os componentes impressos**: "
          "o manual não imprime as cartas nem o jardim exato.*",
    "it": "*Questo kit gioca con un **mazzo didattico / giardino didattico, non i componenti stampati**: "
          "il regolamento non riporta le carte né il giardino esatto.*",
}
TRY = {
    "pt": "Clique no tabuleiro acima: ele é seu para jogar. A próxima célula faz os mesmos cliques em Python "
          "(`click_card`, `click_direction`) em uma cópia da posição, para que esta página conte sempre a mesma história.",
    "it": "Clicca sul tabellone qui sopra: è tuo, puoi giocare. La cella successiva fa gli stessi clic in Python "
          "(`click_card`, `click_direction`) su una copia della posizione, così questa pagina racconta sempre la stessa storia.",
}
H = {
    "pt": {"position": "## Uma posição em que a regra está prestes a contar", "try": "## Experimente",
           "what": "## O que aconteceu e por quê", "check": "## Verifique o que entendeu",
           "house": "## Regras da casa\n\nOnde o manual não diz nada, o kit precisou decidir:"},
    "it": {"position": "## Una posizione in cui la regola sta per contare", "try": "## Prova tu",
           "what": "## Cosa è successo e perché", "check": "## Verifica cosa hai capito",
           "house": "## Regole della casa\n\nDove il regolamento tace, il kit ha dovuto decidere:"},
}
GATE_LINK = {"pt": "[o portão caso a caso](01_goal_and_setup.ipynb#O-portão-caso-a-caso)",
             "it": "[il cancello caso per caso](01_goal_and_setup.ipynb#Il-cancello-caso-per-caso)"}
