"""The Italian text of the Sakura tutorials, cell by cell (built by notebooks/tools/sakura_notebooks.py).

MD[notebook]: the markdown cells in order; CODE[notebook]: (English, Italian) strings a learner
reads in the code cells. Terms follow tokaido_kit/core/glossary/it.json.
"""

from sakura_notebooks_common import GATE_LINK, TEACHING, TRY
from sakura_notebooks_common import H as _H

H = _H["it"]
T, TR, G = TEACHING["it"], TRY["it"], GATE_LINK["it"]

MD = {
    "01_goal_and_setup": [
        "# Sakura 1: lo scopo e la preparazione\n\nL'Imperatore passeggia nel suo giardino per ammirare i fiori di "
        "ciliegio. Ogni giocatore è un pittore che vuole stargli vicino quando si ferma a un sakura, senza mai "
        "urtarlo. La vicinanza fa guadagnare segnalini; vince chi ne ha di più.\n\n" + T,
        H["position"] + "\n\nUna nuova partita a quattro giocatori: l'Imperatore (E) è sullo spazio torii e i quattro "
        "pittori (da 1 a 4) aspettano al cancello, ciascuno con 5 segnalini e una mano di 5 carte.",
        H["try"] + "\n\nBlu (giocatore 1) decide per primo: clicca una delle carte verdi per metterla coperta. Si "
        "vede solo la mano di Blu, e dopo il clic le carte degli altri giocatori restano nascoste.\n\n" + TR,
        H["what"] + "\n\nLa carta di Blu è coperta: il registro dice che è stata messa una carta, mai quale. Con "
        "cinque o sei giocatori ogni ponte è largo tre spazi, quindi il percorso è più lungo.",
        "## Il cancello caso per caso\n\nIl regolamento dice una cosa sul cancello: è l'unico spazio che i pittori "
        "possono condividere, e i pittori **insieme** al cancello non sono né davanti né dietro l'uno all'altro. "
        "Quindi, con tutti al cancello, nessuno è il più vicino all'Imperatore, e con due o più lì nessuno è il più "
        "lontano. Un pittore **da solo** al cancello è semplicemente il più lontano dall'Imperatore e conta come "
        "qualsiasi altro pittore. Gli altri tutorial rimandano qui.\n\n"
        "| | un pittore da solo al cancello | due o più condividono il cancello | tutti al cancello |\n"
        "|---|---|---|---|\n"
        "| pittore più vicino (un'azione del giardino, tutorial 3) | un pittore nel giardino | un pittore nel "
        "giardino | nessuno: nessuno si muove |\n"
        "| pittore più lontano (un'azione del giardino, tutorial 3) | il pittore al cancello | nessuno: nessuno si "
        "muove | nessuno: nessuno si muove |\n"
        "| segnalini a un sakura (tutorial 6) | classificato ultimo, come tutti gli altri: terzo di 3 pittori, riceve "
        "1 segnalino | non sono classificati: nessun segnalino (*regola della casa*) | nessuno è classificato: "
        "nessun segnalino (*regola della casa*) |\n"
        "| raggruppamento (tutorial 6) | va subito dietro al pittore classificato appena prima di lui | restano al "
        "cancello (*regola della casa*) | restano tutti (*regola della casa*) |\n"
        "| pareggio per il maggior numero di segnalini (tutorial 7) | vince un pittore in pareggio nel giardino | "
        "vince un pittore in pareggio nel giardino; i giocatori in pareggio tutti al cancello vincono a pari merito "
        "(*regola della casa*) | i giocatori in pareggio vincono a pari merito (*regola della casa*) |\n\n"
        "Le regole della casa decidono solo ciò che il regolamento lascia aperto: come i pittori che **condividono** "
        "il cancello ricevono punti, si raggruppano e risolvono un pareggio. La cella qui sotto gioca i tre casi a un "
        "sakura: tre pittori, e la carta 2 di Blu porta l'Imperatore al primo sakura (spazio 14); l'azione del "
        "pittore di quella carta (avanti di 1 per ogni pittore davanti) lascia Blu dov'è.",
        "Da solo al cancello, Verde era il terzo pittore più vicino: ha ricevuto 1 segnalino e si è raggruppato dal "
        "cancello allo spazio 10, subito dietro a Rosso. Condividendo il cancello, Rosso e Verde non avevano posizione "
        "in classifica: Blu ha ricevuto 3 segnalini, nessuno ne ha ricevuti 2 o 1, ed entrambi sono rimasti al "
        "cancello. Con tutti al cancello, nessuno è stato classificato.",
        H["check"],
        H["house"],
    ],
    "02_round_and_card_order": [
        "# Sakura 2: il round e l'ordine delle carte\n\nA ogni round tutti i giocatori scelgono una carta in segreto. "
        "Poi le carte vengono rivelate insieme e risolte una alla volta, dal numero più basso al più alto; ogni carta "
        "esegue prima la sua azione del giardino, poi la sua azione del pittore. Alla fine ognuno pesca fino ad avere "
        "di nuovo 5 carte.\n\n" + T,
        H["position"] + "\n\nTre giocatori. Blu giocherà la carta 30, Rosso la carta 9 e Verde la carta 52. Chi va per "
        "primo non dipende dall'ordine dei posti: dipende dal numero della carta.",
        H["try"] + "\n\nClicca la carta 30 per Blu, poi la carta 9 per Rosso, poi la carta 52 per Verde (il "
        "tabellone mostra la mano di chi decide ora).\n\n" + TR,
        H["what"] + "\n\nLa carta 9 di Rosso è stata risolta per prima anche se Rosso siede per secondo: l'Imperatore "
        "è tornato indietro, poi il pittore di Rosso si è mosso. La carta 30 di Blu ha mandato indietro di 2 il "
        "pittore più vicino (Rosso). L'azione del giardino di ogni carta è venuta prima della sua azione del pittore, "
        "e alla fine ogni giocatore ha pescato una carta.",
        H["check"],
    ],
    "03_garden_actions": [
        "# Sakura 3: azioni del giardino\n\nLa metà superiore di ogni carta è un'azione del giardino. La maggior parte "
        "muove l'Imperatore (avanti di 1 o 2, indietro di 1, oppure avanti o indietro di 1 a tua scelta); le altre "
        "mandano indietro di 2 spazi il pittore più vicino all'Imperatore, o avanti di 2 spazi il pittore più "
        "lontano.\n\n" + T,
        H["position"] + "\n\nBlu ha la carta 4 (Imperatore avanti o indietro di 1), Rosso la carta 20 (pittore più "
        "lontano avanti di 2), Verde la carta 51 (pittore più vicino indietro di 2). Verde aspetta da solo al "
        "cancello, quindi Verde è il pittore più lontano (" + G + ").",
        H["try"] + "\n\nGioca le carte 4, 20 e 51. La carta 4 viene per prima e fa due domande a Blu: dove va "
        "l'Imperatore, poi dove va il pittore di Blu. Scegli *Indietro* per l'Imperatore, poi *Avanti* per il "
        "pittore.\n\n" + TR,
        H["what"] + "\n\nBlu ha scelto: l'Imperatore è tornato indietro allo spazio 9. La carta 20 ha fatto uscire dal "
        "cancello il pittore più lontano, Verde; la carta 51 ha mandato indietro di 2 spazi vuoti il pittore più "
        "vicino, Rosso.",
        H["check"],
        H["house"],
    ],
    "04_painter_actions": [
        "# Sakura 4: azioni del pittore e come si conta il movimento\n\nLa metà inferiore di ogni carta muove il tuo "
        "pittore: avanti di 1, 2 o 3; avanti o indietro (scegli tu); salto sul primo spazio vuoto davanti al pittore "
        "successivo che ti precede; oppure avanti di 1 per ogni pittore tra te e l'Imperatore. Un pittore che si "
        "muove conta solo gli spazi VUOTI: gli spazi con altri pittori vengono saltati.\n\n" + T,
        H["position"] + "\n\nBlu (spazio 3) è appena dietro a Rosso (4) e Verde (5). Blu gioca la carta 16 (avanti di "
        "3), Rosso la carta 21 (salto), Verde la carta 23 (avanti di 1 per ogni pittore davanti).",
        H["try"] + "\n\nGioca 16, 21 e 23. Prima di cliccare: su quale spazio arriverà Blu?\n\n" + TR,
        H["what"] + "\n\nBlu è avanzato di 3 ma è arrivato sullo spazio 8, non sul 6: sugli spazi 4 e 5 c'erano "
        "pittori e non sono stati contati. Rosso è saltato davanti a Verde. Tra Verde e l'Imperatore c'erano due "
        "pittori, quindi Verde è avanzato di 2 spazi vuoti.",
        H["check"],
    ],
    "05_bumping_the_emperor": [
        "# Sakura 5: urtare l'Imperatore\n\nNessuno può toccare l'Imperatore. Un pittore che lo raggiunge o lo "
        "oltrepassa cade in disgrazia: si ferma, perde un segnalino e torna indietro di 3 spazi vuoti, contati dallo "
        "spazio dell'Imperatore (più sotto, entrambi i casi nel giardino: raggiungerlo e oltrepassarlo). Lo stesso "
        "succede a un pittore su cui l'Imperatore torna indietro.\n\n" + T,
        H["position"] + "\n\nL'Imperatore è sullo spazio 9, Rosso subito dietro di lui sull'8 e Blu sul 7. Verde "
        "gioca la carta 9 (Imperatore indietro di 1), Blu la carta 15 (avanti di 3), Rosso la carta 60.",
        H["try"] + "\n\nGioca 15 per Blu, 60 per Rosso e 9 per Verde. La carta 9 si risolve per prima.\n\n" + TR,
        H["what"] + "\n\nL'Imperatore è tornato indietro su Rosso sullo spazio 8: Rosso è caduto in disgrazia, ha "
        "perso un segnalino ed è tornato indietro di 3 spazi vuoti contati dallo spazio dell'Imperatore, fino allo "
        "spazio 4. Poi la carta 15 ha portato l'Imperatore sullo spazio 9, e l'avanti di 3 di Blu lo ha incontrato "
        "dopo 1 spazio vuoto: Blu lo avrebbe oltrepassato, quindi anche Blu è caduto in disgrazia ed è tornato "
        "indietro di 3 spazi vuoti dallo spazio 9 dell'Imperatore, fino allo spazio 6. Infine la carta 60 di Rosso ha "
        "portato l'Imperatore sullo spazio 10 e Rosso avanti di 1, fino allo spazio 5.",
        "## Raggiungere o oltrepassare l'Imperatore: da dove si contano i 3 spazi\n\n**Il regolamento dice:** un "
        "pittore che si muove sullo spazio dell'Imperatore *o lo oltrepassa* cade in disgrazia: interrompe subito il "
        "movimento, perde un segnalino se può e torna indietro di 3 spazi vuoti. Non dice da dove si contano quei 3 "
        "spazi quando il movimento lo avrebbe oltrepassato.\n\n**Il kit aggiunge** (regola della casa "
        "`sakura.bump.from_emperor`): il pittore si ferma subito *sullo spazio dell'Imperatore*, quindi raggiungerlo "
        "e oltrepassarlo finiscono allo stesso modo: i 3 spazi vuoti si contano all'indietro dal suo spazio, saltando "
        "gli spazi con pittori, e mai oltre il cancello.\n\nDue piccole posizioni mostrano i due casi. In ognuna Blu "
        "gioca la carta 15 (Imperatore avanti di 1, dallo spazio 9 al 10, poi pittore avanti di 3); la carta di Rosso "
        "aspetta una scelta, quindi l'immagine mostra solo la carta 15. Prima Blu sullo spazio 6 e Rosso sull'8: Blu "
        "conta il 7, salta Rosso sull'8, conta il 9, e il suo terzo spazio sarebbe lo spazio 10 dell'Imperatore: Blu "
        "lo **raggiunge**.",
        "Indietro di 3 spazi vuoti dallo spazio 10 dell'Imperatore: 9, poi l'8 è di Rosso (saltato), 7, 6. Blu "
        "finisce sul 6.\n\nOra Blu sullo spazio 8 e Rosso sul 6: Blu conta il 9, e lo spazio seguente è quello "
        "dell'Imperatore, con ancora 2 spazi da fare: Blu lo **oltrepasserebbe**. Blu si ferma subito sul suo spazio "
        "10 e conta all'indietro da lì.",
        "Indietro di 3 spazi vuoti dallo spazio 10: 9, 8 (il vecchio spazio di Blu, ora vuoto), 7. Blu finisce sul "
        "7, proprio davanti a Rosso.",
        H["check"],
        H["house"],
    ],
    "06_scoring_and_regrouping": [
        "# Sakura 6: il punteggio a un sakura e il raggruppamento\n\nLa prima volta che l'Imperatore raggiunge un "
        "sakura si ferma ad ammirarlo. L'azione del pittore di quella carta avviene comunque; tutte le altre carte "
        "del round vengono scartate. Il pittore più vicino riceve 3 segnalini, il secondo 2, il terzo 1. Poi i "
        "pittori si raggruppano dietro al più vicino. Un pittore da solo al cancello viene classificato e si "
        "raggruppa come tutti gli altri; i pittori che condividono il cancello non vengono classificati: vedi "
        + G + ".\n\n" + T,
        H["position"] + "\n\nL'Imperatore è a un passo dal primo sakura (spazio 14). Blu gioca la carta 27 "
        "(Imperatore avanti di 1, pittore avanti di 1); la 38 di Rosso e la 52 di Verde non verranno mai risolte.",
        H["try"] + "\n\nGioca 27, 38 e 52.\n\n" + TR,
        H["what"] + "\n\nL'Imperatore si è fermato sul sakura. L'azione del pittore di Blu è avvenuta comunque (fino "
        "allo spazio 12), le carte 38 e 52 sono state scartate, il sakura ha assegnato 3/2/1, e Rosso e Verde si sono "
        "raggruppati subito dietro a Blu.",
        H["check"],
        H["house"],
    ],
    "07_end_and_ties": [
        "# Sakura 7: la fine della partita e i pareggi\n\nLa partita finisce subito dopo il punteggio dell'ultimo "
        "sakura (lì 4/2/1). Vince chi ha più segnalini; in caso di pareggio vince il giocatore in pareggio il cui "
        "pittore è più vicino all'Imperatore. Pareggi al cancello: vedi " + G + ".\n\n" + T,
        H["position"] + "\n\nDue sakura hanno già assegnato i punti; l'Imperatore è a un passo dall'ultimo. Blu ha 8 "
        "segnalini, Rosso 10, Verde 9.",
        H["try"] + "\n\nGioca 27, 38 e 52, e guarda l'ultimo sakura.\n\n" + TR,
        H["what"] + "\n\nBlu è diventato il pittore più vicino e ha preso 4 segnalini, Rosso 2: entrambi ne hanno 12. "
        "Il pareggio va al pittore più vicino all'Imperatore: Blu.",
        H["check"],
    ],
    "08_two_player_variants": [
        "# Sakura 8: le varianti per due giocatori\n\nCon due giocatori entra in gioco un terzo pittore: il pittore "
        "imperiale. Nella variante base, a ogni round per lui si gioca la prima carta del mazzo, e lui va sempre "
        "avanti. Nella variante più impegnativa il giocatore più lontano dall'Imperatore sceglie la sua carta, come "
        "seconda carta, e pesca una carta in più.\n\n" + T,
        H["position"] + "\n\nDue giocatori e il pittore imperiale (I) sullo spazio 5. La prossima carta del mazzo è "
        "preparata: la carta 46 (avanti o indietro di 3), così sappiamo che cosa giocherà.",
        H["try"] + "\n\nGioca 27 per Blu e 38 per Rosso; la carta 46 viene girata per il pittore imperiale. Poi, più "
        "in basso, la variante più impegnativa gioca la stessa posizione.\n\n" + TR,
        H["what"] + "\n\nLa carta 46 offriva avanti o indietro: nessuno ha scelto, il pittore imperiale va sempre "
        "avanti, dallo spazio 5 al 10. Blu e Rosso hanno pescato 1 carta ciascuno alla fine del round.",
        "## La variante più impegnativa, sulla stessa posizione\n\nOra il giocatore più lontano dall'Imperatore "
        "sceglie la carta del pittore imperiale. Rosso (spazio 3) è più lontano di Blu (spazio 6), quindi, dopo che "
        "entrambi hanno scelto la propria carta, Rosso mette per lui una seconda carta coperta: la carta 6 (pittore "
        "più vicino indietro di 2, poi salto davanti al pittore successivo).",
        "La carta 6 aveva il numero più basso, quindi è stata risolta per prima: ha mandato indietro di 2 spazi vuoti "
        "il pittore più vicino, Blu (dal 6 al 2, saltando il pittore imperiale sul 5 e Rosso sul 3), e il pittore "
        "imperiale, ora il più vicino, non aveva nessuno davanti da scavalcare. Rosso ha giocato due carte, quindi "
        "Rosso ha pescato 2 carte alla fine del round e Blu 1. La posizione della variante più impegnativa:",
        H["check"],
        H["house"],
    ],
}

CODE = {
    "01_goal_and_setup": [
        ("'path length with 4 players:'", "'lunghezza del percorso con 4 giocatori:'"),
        ("'- with 5 players:'", "'- con 5 giocatori:'"),
        ("'Blue, Red, Green on spaces'", "'Blu, Rosso, Verde sugli spazi'"),
        ("'- after the sakura:'", "'- dopo il sakura:'"),
    ],
    "05_bumping_the_emperor": [
        ('"""Blue plays card 15; Red\'s card 56 then waits for a direction. Prints the bump, shows the garden."""',
         '"""Blu gioca la carta 15; la carta 56 di Rosso aspetta poi una direzione. Mostra l\'urto e il giardino."""'),
    ],
    "07_end_and_ties": [("'Winner:'", "'Vincitore:'")],
}
