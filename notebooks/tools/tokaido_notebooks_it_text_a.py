"""The Italian text of Tokaido tutorials 1 to 9, cell by cell (built by notebooks/tools/tokaido_notebooks_it.py).

MD[notebook]: the markdown cells in order; CODE[notebook]: (English, Italian) strings a learner reads in
the code cells (the buttons' labels are translated by the builder from the engine's catalogue). Terms
follow tokaido_kit/core/glossary/it.json, section "tokaido".
"""

H = {"position": "## Una posizione in cui la regola sta per contare", "try": "## Prova tu",
     "what": "## Cosa è successo e perché", "check": "## Verifica cosa hai capito",
     "house": "## Regole della casa\n\nDove il regolamento tace, il kit ha dovuto decidere:"}
TRY = ("Clicca sul tabellone qui sopra: è tuo, puoi giocare. La cella successiva fa gli stessi clic in Python "
       "(`click_space`, `click_label`) su una copia della posizione, così questa pagina racconta sempre la stessa storia.")
#: The link to tutorial 2's heading where tutorial positions are said to be set up, not played.
POSITIONS = "[posizioni dei tutorial](02_moving.ipynb#Una-posizione-in-cui-la-regola-sta-per-contare)"
#: The heading of tutorial 10's table, and its anchor.
NEUTRAL = "Il viaggiatore neutrale su ogni tipo di spazio"
NEUTRAL_ANCHOR = "#" + NEUTRAL.replace(" ", "-")
CHOICES = ("print('choices:'", "print('scelte:'")

MD = {
    "01_setup": [
        """# Tokaido 1: si parte

Il Tokaido è un viaggio da Kyoto a Edo lungo la strada del Mare dell'Est. Ogni giocatore è un viaggiatore che vuole il viaggio più ricco: Panorami, pasti, souvenir, incontri, bagni e donazioni ai Templi fanno tutti guadagnare punti; a Edo vince chi ha più punti.""",
        H["position"] + """

Una nuova partita per tre giocatori. Tutti aspettano a Kyoto (spazio 1); a ogni giocatore sono state distribuite due tessere Viaggiatore, che solo lui può vedere, e deve tenerne una.""",
        H["try"] + """

Il giocatore 1 decide per primo: le due tessere sono i pulsanti sopra la strada. Cliccane una, poi scegli per i giocatori 2 e 3 (il tabellone mostra sempre chi decide in quel momento).

""" + TRY,
        H["what"] + """

Ogni giocatore ha tenuto una tessera, e ogni tessera ha dato al suo viaggiatore una borsa: le monete cambiano da un viaggiatore all'altro. Poi il viaggio è cominciato: il viaggiatore in fondo alla fila a Kyoto decide per primo dove andare.""",
        H["check"],
    ],
    "02_moving": [
        """# Tokaido 2: muoversi lungo la strada

Non ci sono dadi né turni attorno al tavolo: si muove sempre il viaggiatore più indietro sulla strada, avanzando quanto vuole, fino a uno spazio in cui c'è ancora posto. Ogni Locanda è una tappa obbligata: nessuno può superarne una ([le cinque Locande della strada](08_inns.ipynb)).""",
        H["position"] + """

Quattro giocatori. Come ogni posizione dei tutorial da qui in avanti, questa è preparata per la lezione, non giocata da Kyoto: il kit colloca i viaggiatori con le loro borse e le carte che hanno, e i loro punti sono quelli che valgono quelle carte. Hiroshige (giocatore 1) è ultimo, sul Tempio allo spazio 3, senza nemmeno una moneta. Kinko sta sull'Incontro a 4, Chuubei sulla Fattoria a 8 (uno spazio doppio), Mitsukuni sull'Incontro a 11. Le cornici verdi mostrano dove Hiroshige può fermarsi.""",
        H["try"] + """

Prova prima il Villaggio a 9, poi lo spazio 20, poi la Fattoria a 8 (il suo secondo spazio è libero).

""" + TRY,
        H["what"] + """

Il Villaggio a 9 è stato rifiutato: senza monete Hiroshige non poteva comprare nulla (il viaggiatore neutrale di una partita a 2 giocatori non ha borsa e non è soggetto a questa regola: [tutorial 10](10_two_players.ipynb""" + NEUTRAL_ANCHOR + """)). Lo spazio 20 si trova oltre la Locanda a 15, che nessuno può superare. La Fattoria a 8 aveva libero il secondo spazio (con 4 giocatori si usano entrambi), e il lavoro ha fruttato 3 monete. Ora Kinko, allo spazio 4, è il più indietro: tocca a Kinko muoversi.""",
        H["check"],
    ],
    "03_villages": [
        """# Tokaido 3: Villaggi e souvenir

In un Villaggio il viaggiatore fa acquisti: si girano tre carte Souvenir, e può comprarne quante vuole al prezzo stampato (1, 2 o 3 monete), oppure nessuna. I souvenir appartengono a quattro famiglie (piccoli oggetti, cibi e bevande, abbigliamento, arte), e quanto vale una carta dipende dalla collezione a cui si aggiunge: collezionare famiglie diverse rende sempre di più.""",
        H["position"] + """

Tre giocatori, in una posizione preparata per questa lezione e non giocata (""" + POSITIONS + """). Hirotada (giocatore 1) si trova a Kyoto con 4 monete e, anche se nessuno può fare acquisti prima di lasciare Kyoto, il kit gli ha dato un souvenir, Koma, un piccolo oggetto (1 punto come prima carta di una collezione), così puoi veder crescere una collezione. La pila dei Souvenir è preparata in modo che il Villaggio mostri Sake (cibi e bevande, 2 monete), Netsuke (arte, 2 monete) e Gofu (piccolo oggetto, 1 moneta).""",
        H["try"] + """

Clicca il Villaggio allo spazio 2, poi prova a comprare tutte e tre le carte, poi compra Sake e Netsuke.

""" + TRY,
        H["what"] + """

Tutte e tre le carte insieme costano 5 monete e la borsa ne conteneva 4, quindi il kit ha rifiutato e non è cambiato nulla. Sake e Netsuke costano 4. Koma aveva iniziato una collezione; Sake (cibi e bevande) vi si è aggiunto come 2ª carta e ha fatto 3 punti, Netsuke (arte) come 3ª carta e ha fatto 5 punti. Gofu, un secondo piccolo oggetto, avrebbe solo iniziato una nuova collezione da 1 punto: la carta non comprata è tornata sotto la pila. Hirotada è ancora il viaggiatore più indietro, quindi si muove di nuovo.""",
        H["check"],
    ],
    "04_farms_and_hot_springs": [
        """# Tokaido 4: Fattorie e Sorgenti termali

Due tappe semplici. In una Fattoria il viaggiatore lavora: guadagna 3 monete, ed è il modo per riempire una borsa vuota. Una Sorgente termale è un bagno: il viaggiatore pesca una carta Sorgente termale che vale 2 o 3 punti.""",
        H["position"] + """

Tre giocatori. Umegae (giocatore 1) sta sul Tempio a 3 con la borsa vuota; Hirotada è a 4, Zen-emon a 9. La pila delle Sorgenti termali è preparata in modo che la prossima carta valga 3.""",
        H["try"] + """

Manda Umegae alla Fattoria a 8; poi l'ultimo è Hirotada: mandalo alla Sorgente termale a 6.

""" + TRY,
        H["what"] + """

Umegae è arrivata senza monete ed è ripartita dalla Fattoria con 3: una Fattoria è sempre aperta, anche a una borsa vuota. Poi Hirotada, ora il più indietro, ha fatto il bagno a 6 e ha pescato la carta preparata: 3 punti. La Sorgente termale a 6 è uno spazio doppio, come la Fattoria a 8: con 4 o 5 giocatori vi si possono fermare due viaggiatori.""",
        H["check"],
    ],
    "05_panoramas": [
        """# Tokaido 5: i Panorami

Lungo la strada si stendono tre paesaggi: la Risaia (3 sezioni), la Montagna (4) e il Mare (5). Ogni sosta su uno spazio Panorama dà al viaggiatore la sezione successiva di quel paesaggio, che vale in punti il suo numero: 1, poi 2, poi 3... Il primo viaggiatore che completa un paesaggio prende anche la sua carta Obiettivo (3 punti). Completato un Panorama, i suoi spazi non servono più a quel viaggiatore, che non può più fermarvisi.""",
        H["position"] + """

Tre giocatori. Umegae (giocatore 1, a 3) ha già 2 delle 3 sezioni della Risaia; Hirotada (a 4) ha completato la Montagna e ne ha l'Obiettivo; Zen-emon è a 9.""",
        H["try"] + """

Manda Umegae alla Risaia a 5. Poi l'ultimo è Hirotada: prova la Montagna a 7, poi vai alla Sorgente termale a 6.

""" + TRY,
        H["what"] + """

Umegae ha preso la terza sezione della Risaia (3 punti) e, essendo la prima a completare la Risaia, il suo Obiettivo (altri 3). A Hirotada è stata rifiutata la Montagna a 7: la sua Montagna è completa, quindi il kit dice perché e non cambia nulla; si è fermato invece alla Sorgente termale.""",
        H["check"],
    ],
    "06_temples": [
        """# Tokaido 6: i Templi

In un Tempio il viaggiatore dona 1, 2 o 3 monete. Ogni moneta fa subito 1 punto, e le monete si sommano per la classifica del Tempio alla fine del viaggio, dove i viaggiatori più generosi fanno 10, 7 e 4 punti.""",
        H["position"] + """

Tre giocatori. Umegae (giocatore 1) è al Villaggio a 2 con 2 monete e non ha ancora donato nulla; finora Yoshiyasu ha donato 1 moneta, Zen-emon 3.""",
        H["try"] + """

Clicca il Tempio a 3, poi prova a donare 3 monete, poi donane 2.

""" + TRY,
        H["what"] + """

Umegae non poteva donare 3 monete da una borsa di 2; donarne 2 le ha fatto guadagnare subito 2 punti. Se il viaggio finisse ora, la classifica direbbe Zen-emon (3 monete) 10 punti, Umegae (2) 7 e Yoshiyasu (1) 4. Un viaggiatore che non dona mai nulla non fa punti nella classifica.""",
        """## Un pareggio nella classifica del Tempio, passo per passo

I donatori a pari merito condividono una posizione e ne fanno tutti i punti, e il totale successivo prende la posizione successiva: nessuna posizione viene saltata. Eccolo sul motore, in una posizione preparata per la lezione: cinque viaggiatori nell'ultimo tratto con la borsa vuota, che hanno donato 4, 4, 3, 2 e 1 moneta. Ognuno cammina fino a Edo, non mangia nulla, e si conta la classifica.""",
        """Umegae e Yoshiyasu sono pari al primo posto con 4 monete: entrambi sono primi e fanno 10 punti. Le 3 monete di Zen-emon sono il totale successivo, quindi è secondo e fa 7 punti, non 4: il pareggio non ha consumato il secondo posto. Chuubei è terzo (4 punti), e Hiroshige, un quarto donatore, fa 2 punti come ogni altro donatore.""",
        H["check"],
    ],
    "07_encounters": [
        """# Tokaido 7: gli incontri

Su uno spazio Incontro il viaggiatore incontra qualcuno lungo la strada: pesca la prima carta Incontro e fa ciò che dice. L'artigiano dà un souvenir, la guida una sezione di Panorama, il samurai 3 punti, il nobile 3 monete, la sacerdotessa una moneta per il Tempio. La carta resta davanti al viaggiatore.""",
        H["position"] + """

Tre giocatori. Zen-emon (giocatore 1) è al Tempio a 3, molto dietro a Hirotada (5) e Sasayakko (9). La pila degli Incontri è preparata: prima Kuge il nobile, poi Annaibito, la guida della Montagna.""",
        H["try"] + """

Manda Zen-emon all'Incontro a 4. È ancora ultimo: mandalo avanti fino all'Incontro a 11.

""" + TRY,
        H["what"] + """

Il nobile ha dato a Zen-emon 3 monete; la guida gli ha dato la prima sezione della Montagna (1 punto) senza che si fermasse su una Montagna. Entrambe le carte restano a lui. Ora il più indietro è Hirotada, a 5.""",
        H["check"],
        H["house"],
    ],
    "08_inns": [
        """# Tokaido 8: Locande e pasti

La strada ha cinque Locande: **Kyoto**, dove il viaggio comincia (spazio 1), **tre Locande intermedie tra Kyoto ed Edo** (spazi 15, 28 e 42), ed **Edo**, dove finisce (55). Ogni viaggiatore deve fermarsi a ciascuna delle tre Locande intermedie e a Edo, e lì aspetta gli altri; queste quattro servono pasti, quindi un viaggio ne comprende al massimo quattro. Gli altri tutorial chiamano le Locande in questo modo e rimandano qui.

Il primo che arriva gira una carta Pasto in più rispetto al numero di giocatori; ogni viaggiatore, man mano che arriva, può comprare uno dei pasti rimasti (se può pagarlo e non ha mai mangiato quel piatto) per 6 punti, oppure rinunciare. Quando sono arrivati tutti, l'ultimo arrivato riparte per primo.""",
        H["position"] + """

Tre giocatori appena prima della Locanda a 28: Umegae (giocatore 1) a 25 con 2 monete, che ha già mangiato Dango alla Locanda a 15; Yoshiyasu a 26 con 5 monete; Hirotada a 27 con 3. La pila dei Pasti è preparata: Dango, Fugu (3 monete), Soba (2) e Misoshiru (1).""",
        H["try"] + """

Manda Umegae alla Locanda a 28 e prova Dango, poi Fugu, poi mangia Soba. Poi arrivano a turno Yoshiyasu e Hirotada: Yoshiyasu mangia Fugu, Hirotada rinuncia.

""" + TRY,
        H["what"] + """

Umegae, prima alla Locanda, ha girato 4 pasti (3 giocatori + 1). Dango è stato rifiutato (già mangiato) e anche Fugu (3 monete, la borsa ne conteneva 2); Soba costava 2 e ha fatto 6 punti. Poi Yoshiyasu ha preso Fugu, Hirotada ha rinunciato. Con tutti alla Locanda, l'ultimo arrivato, Hirotada, riparte per primo. Per tutto il tempo tutti potevano vedere quali pasti restavano: il kit mostra l'offerta a tutti (una regola della casa, qui sotto).""",
        H["check"],
        H["house"],
    ],
    "09_travellers": [
        """# Tokaido 9: le abilità dei viaggiatori

Ogni tessera Viaggiatore dà al suo proprietario una borsa e un'abilità, un piccolo vantaggio che plasma il suo modo di viaggiare. Eccole tutte e dieci, poi tre di esse all'opera.""",
        H["position"] + """

Tre giocatori. Umegae, l'artista di strada (giocatore 1), è al Tempio a 3 con 1 moneta; Zen-emon, il mercante, è a 5 con 4 monete; Hirotada, il sacerdote, a 6 con 2. La pila degli Incontri è preparata con un Samurai, quella dei Souvenir con Shamisen (3 monete), Koma (1) e Ocha (2).""",
        H["try"] + """

Manda Umegae all'Incontro a 11. Poi l'ultimo è Zen-emon: mandalo al Villaggio a 9 e compra Shamisen e Koma. Poi Hirotada: il Tempio a 10, e dona 1 moneta.

""" + TRY,
        H["what"] + """

Umegae ha fatto 1 punto e guadagnato 1 moneta dalla folla prima di incontrare il samurai (3 punti). Zen-emon ha pagato solo 2 per Shamisen e Koma: la sua abilità ha fatto costare 1 invece di 3 la carta più cara, Shamisen. Hirotada ha donato 1 moneta e la riserva ne ha aggiunta una seconda per lui: 2 punti e 2 monete per la classifica del Tempio. Il registro nomina la regola di ogni viaggiatore, quindi un clic su di essa spiega l'abilità.""",
        H["check"],
        H["house"],
    ],
}

CODE = {
    "01_setup": [CHOICES],
    "02_moving": [("print(f'space {space} refused:'", "print(f'spazio {space} rifiutato:'")],
    "03_villages": [CHOICES, ("print('all three refused:'", "print('tutte e tre rifiutate:'")],
    "05_panoramas": [("print('mountain refused:'", "print('Montagna rifiutata:'")],
    "06_temples": [CHOICES, ("print('3 coins refused:'", "print('3 monete rifiutate:'"),
                   ("print('given so far:'", "print('donato finora:'"),
                   ("# each in turn walks to Edo and, with an empty purse, eats nothing",
                    "# ciascuno a turno cammina fino a Edo e, con la borsa vuota, non mangia nulla")],
    "08_inns": [("print(dish, 'refused:'", "print(dish, 'rifiutato:'")],
}
