"""The Italian text of Tokaido tutorials 10 to 18, cell by cell (built by notebooks/tools/tokaido_notebooks_it.py).

Same form as notebooks/tools/tokaido_notebooks_it_text_a.py; terms follow tokaido_kit/core/glossary/it.json.
"""

from tokaido_notebooks_it_text_a import H, NEUTRAL, NEUTRAL_ANCHOR, POSITIONS, TRY

INNS = "[tre Locande intermedie tra Kyoto ed Edo](08_inns.ipynb)"

MD = {
    "10_two_players": [
        """# Tokaido 10: due giocatori e il viaggiatore neutrale

In due giocatori, un terzo viaggiatore, neutrale, cammina con loro. Non ha borsa e non fa punti, ma occupa posto sulla strada, fa donazioni ai Templi e rovina un pasto a ogni Locanda. Quando è lui il più indietro, lo muove il giocatore più avanti. Che cosa fa su ogni tipo di spazio è [in una tabella qui sotto](""" + NEUTRAL_ANCHOR + """).""",
        H["position"] + """

Due giocatori: Umegae (giocatore 1) all'Incontro a 4, Zen-emon (giocatore 2) al Villaggio a 9. Il viaggiatore neutrale (N) è dietro a entrambi, sul Villaggio a 2, quindi lo muove Zen-emon, che è il più avanti. La pila dei Pasti è preparata: Tofu, Tempura, Misoshiru.""",
        H["try"] + """

Nei panni di Zen-emon, muovi il viaggiatore neutrale al Tempio a 3; è ancora ultimo, quindi muovilo avanti fino alla Locanda a 15. Poi l'ultima è Umegae: mandala alla Fattoria a 8.

""" + TRY,
        H["what"] + """

Al Tempio il viaggiatore neutrale ha donato una moneta presa dalla riserva: non ha borsa, quindi la regola per cui un viaggiatore senza monete non può fermarsi a un Tempio non vale per lui. Non fa punti, ma le sue donazioni contano nella classifica del Tempio, quindi può far scendere un giocatore di una posizione. Alla Locanda è arrivato per primo, quindi ha girato 3 pasti (2 giocatori + 1), e Zen-emon, che lo ha mosso, ne ha scartato uno estratto a caso (il registro nomina il pasto uscito): restano solo due pasti per i due giocatori. Poi Umegae, la viaggiatrice più indietro, si è mossa da sola.""",
        "## " + NEUTRAL + """

Questo è l'unico punto in cui il kit dice che cosa fa il viaggiatore neutrale; gli altri tutorial rimandano qui.

| dove si ferma | che cosa succede |
|---|---|
| qualsiasi spazio (come si muove) | Quando è il più indietro, il giocatore più avanti lo muove in avanti su qualsiasi spazio con posto libero, mai oltre la prossima Locanda. Non ha borsa e non prende sezioni di Panorama, quindi né la regola delle monete (niente Villaggio o Tempio senza monete) né quella del Panorama completato gli chiudono mai uno spazio. |
| Villaggio, Fattoria, Sorgente termale, Panorama (Risaia, Montagna, Mare), Incontro | Niente: non pesca carte, non guadagna monete, non prende sezioni. Occupa soltanto lo spazio, così nessun altro può fermarvisi (con 2 giocatori uno spazio doppio ospita un solo viaggiatore). |
| Tempio | Una moneta passa dalla riserva al Tempio, a suo nome. Non fa punti, ma il suo totale conta nella classifica del Tempio alla fine. |
| Locanda (le tre Locande intermedie tra Kyoto ed Edo, ed Edo) | Si mette in fila come ogni viaggiatore. Se arriva per primo, i pasti si girano come al solito (3 con 2 giocatori); poi il giocatore che l'ha mosso scarta un pasto dell'offerta, **estratto a caso**. |

Con le espansioni non prende alcun beneficio di Crossroads e le feste non hanno effetto su di lui; con Matsuri, Takeru e Misaki guadagnano comunque la loro moneta quando si ferma su un Incontro o un Tempio, perché ne guadagnano una ogni volta che chiunque vi si ferma ([tutorial 18](18_matsuri_travellers.ipynb)).

La cella qui sotto lo gioca sul motore: da Kyoto, Zen-emon lo muove una volta su ogni tipo di spazio, ogni volta in una copia nuova della stessa posizione.""",
        """Al Villaggio, alla Fattoria, alla Sorgente termale, ai tre Panorami e all'Incontro il registro non ha nulla da dire dopo il movimento: lì non è successo niente. Agiscono solo il Tempio e la Locanda.""",
        H["check"],
    ],
    "11_end_of_game": [
        """# Tokaido 11: la fine del viaggio

Il viaggio finisce quando ogni viaggiatore ha raggiunto Edo e ha avuto la possibilità di un ultimo pasto lì. Poi quattro Obiettivi vanno al miglior Buongustaio, Bagnante, Chiacchierone e Collezionista, si conta la classifica del Tempio, e vince il totale più alto.""",
        H["position"] + """

Tre giocatori nell'ultimo tratto prima di Edo (55), in una posizione preparata per questa lezione e non giocata (""" + POSITIONS + """): i punti di ogni viaggiatore sono quelli che valgono le carte che ha.

- Yoshiyasu (giocatore 1, sulla Fattoria a 48, 2 monete) ha mangiato Dango e Udon (12 punti), è stato il primo a completare il Panorama Risaia (1 + 2 + 3 = 6, più la sua carta Obiettivo, 3), ha incontrato un nobile, che dà monete e non punti, e ha donato 2 monete ai Templi (2): **23 punti**.
- Hirotada (sull'Incontro a 50, 3 monete) ha mangiato Sushi e Fugu (12), ha una carta Sorgente termale da 3, ha incontrato anche lui un nobile e ha donato 5 monete (5): **20 punti**.
- Zen-emon (sul Villaggio a 54, 4 monete) ha mangiato Soba (6), possiede tre souvenir di tre famiglie, Koma, Sake e Netsuke (1 + 3 + 5 = 9), e due carte Sorgente termale (2 + 3 = 5): **20 punti**.

La pila dei Pasti è preparata per Edo: Tofu, Tempura, Misoshiru, Unagi.""",
        H["try"] + """

Porta tutti a Edo: Yoshiyasu mangia Tofu, Hirotada Misoshiru, Zen-emon Unagi.

""" + TRY,
        H["what"] + """

I pasti di Yoshiyasu sono costati 1 + 3 + 2 = 6 monete e quelli di Hirotada 2 + 3 + 1 = 6: un pareggio, quindi sono entrambi Buongustaio (i giocatori a pari merito ricevono tutti un Obiettivo di fine partita). Entrambi hanno incontrato una persona, quindi sono entrambi anche Chiacchierone. Zen-emon è il Bagnante (2 carte) e il Collezionista. Hirotada ha donato più di tutti ai Templi (10 punti), Yoshiyasu è arrivato secondo (7), e Zen-emon, che non ha mai donato nulla, lì non ha fatto punti.

**Un pareggio per la vittoria, passo per passo.** Yoshiyasu: 23 + 6 (Tofu) + 3 (Buongustaio) + 3 (Chiacchierone) + 7 (Templi) = 42. Hirotada: 20 + 6 (Misoshiru) + 3 + 3 + 10 = 42. Il pareggio va a chi ha più carte Obiettivo, e contano tutte, quelle dei Panorami come le quattro di fine partita: Yoshiyasu ha Risaia, Buongustaio e Chiacchierone (3), Hirotada Buongustaio e Chiacchierone (2), quindi vince Yoshiyasu. Senza la sua carta Risaia sarebbero pari a 2, e con lo stesso numero di carte condividerebbero la vittoria.""",
        H["check"],
        H["house"],
    ],
    "12_variants": [
        """# Tokaido 12: le varianti

Tre varianti del regolamento cambiano l'inizio o i pasti. Iniziazione, per una prima partita: niente tessere Viaggiatore, 7 monete a testa. Preparativi: la borsa dipende dall'ordine di partenza. Gastronomia: meno pasti a ogni Locanda, quindi arrivare tardi può voler dire restare a stomaco vuoto. Ognuna è un'opzione di `TokaidoGame.new`; l'app offre Iniziazione.""",
        H["position"] + """

Tre giocatori di una partita Iniziazione con la variante Gastronomia, appena prima della Locanda a 28. Il giocatore 1 (a 25, 3 monete) arriverà per primo; il giocatore 3 (a 26) dopo; il giocatore 2 (a 27) per ultimo, e il giocatore 2 ha già mangiato Sushi alla Locanda a 15. La pila dei Pasti è preparata: Sushi, Dango, Udon.""",
        H["try"] + """

Porta i tre viaggiatori alla Locanda a 28: il giocatore 1 mangia Dango, il giocatore 3 Udon, e guarda che cosa resta per il giocatore 2. La cella apre anche una nuova partita a 4 giocatori con Iniziazione e Preparativi, per mostrare le borse.

""" + TRY,
        H["what"] + """

Con Gastronomia il primo viaggiatore alla Locanda ha girato solo 3 pasti, uno per giocatore invece di uno in più. Dopo Dango e Udon restava solo Sushi, e il giocatore 2 aveva già mangiato Sushi: l'ultimo arrivato è rimasto a stomaco vuoto. Nella nuova partita tutti sono partiti da 7 monete (Iniziazione) e Preparativi ha corretto le borse secondo l'ordine di partenza: il primo a partire ha 1 moneta in meno, il quarto 2 in più.""",
        H["check"],
        H["house"],
    ],
    "13_crossroads_choices": [
        """# Tokaido 13: Crossroads: una scelta su ogni spazio

L'espansione Crossroads mette un secondo beneficio su ogni tipo di spazio. Un viaggiatore che si ferma sceglie: il beneficio base dello spazio, o il suo beneficio Crossroads (un Ciliegio a un Panorama, un Bagno Termale a una Sorgente termale, la Sala da Gioco a una Fattoria; Amuleti, Oggetti Leggendari e Calligrafie arrivano nei prossimi tutorial). Le Locande non cambiano, e una carta Incontro dà sempre e solo benefici base.""",
        H["position"] + """

Tre giocatori con Crossroads. Mitsukuni (giocatore 1) è ultimo, sull'Incontro a 4, con 3 monete; Hirotada è a 9, Zen-emon a 11. La Risaia a 5, la Sorgente termale a 6 e la Fattoria a 8 sono davanti a lui. Il dado Fortuna è preparato: il suo prossimo tiro è x3.""",
        H["try"] + """

Manda Mitsukuni alla Risaia a 5 e prendi un Ciliegio. È ancora ultimo: vai alla Sorgente termale a 6, prova lì la Sala da Gioco, poi compra un Bagno Termale. Poi vai alla Fattoria a 8 e scommetti nella Sala da Gioco.

""" + TRY,
        H["what"] + """

A ogni tappa Mitsukuni ha avuto due pulsanti: il beneficio base o quello Crossroads. Il Ciliegio ha dato 1 moneta e 2 punti ma nessuna sezione di Risaia (quindi non porta mai all'Obiettivo della Risaia). La Sala da Gioco appartiene alle Fattorie, quindi la Sorgente termale l'ha rifiutata; il Bagno Termale è costato 1 moneta e ha fatto 4 punti, e l'abilità di Mitsukuni, che premia ogni carta Sorgente termale, ha aggiunto 1 punto. Alla Fattoria ha scommesso 2 monete invece di prenderne 3: il dado Fortuna ha mostrato x3, quindi la riserva gliene ha restituite 6.""",
        H["check"],
        H["house"],
    ],
    "14_crossroads_amulets": [
        """# Tokaido 14: Crossroads: gli Amuleti

In un Tempio, invece di donare, un viaggiatore può pagare 1 moneta alla riserva per un Amuleto a sua scelta, tenuto coperto. Ognuno dei sei Amuleti si usa una volta, nel momento in cui il suo testo lo permette (mai nel turno in cui è stato ottenuto), e poi torna nella sua pila, dove chiunque può ricomprarlo.""",
        H["position"] + """

Tre giocatori con Crossroads. Kinko (giocatore 1) è ultimo, al Villaggio a 2, con 2 monete e un Amuleto comprato in precedenza, Energia; Hirotada è a 4, Zen-emon a 5. Il dado Fortuna è preparato: il suo prossimo tiro è x4.""",
        H["try"] + """

Prova subito Energia (non è il suo momento). Manda Kinko al Tempio a 3 e compra l'Amuleto Fortuna. È ancora ultimo, quindi comincia un nuovo turno: usa Fortuna prima di muoverti. Poi vai alla Montagna a 7, che lo porta in testa, prendi il beneficio base, usa Energia e prosegui fino alla Fattoria a 8.

""" + TRY,
        H["what"] + """

Energia aiuta solo dopo un movimento che porta in testa il suo proprietario, quindi all'inizio il kit l'ha rifiutato. Al Tempio Kinko ha pagato 1 moneta alla riserva (non al Tempio: nessun punto, niente per la classifica) per Fortuna, che nessun altro vede. Era ancora ultimo, quindi è cominciato il suo turno successivo, e allora Fortuna si poteva usare: il dado ha mostrato x4, 4 monete. Il movimento fino a 7 lo ha messo davanti a tutti, quindi Energia gli ha permesso di muoversi di nuovo subito, fino alla Fattoria. Entrambi gli Amuleti sono tornati nella loro pila: ci sono di nuovo tutti e 6.""",
        H["check"],
    ],
    "15_crossroads_treasures": [
        """# Tokaido 15: Crossroads: Oggetti Leggendari, Calligrafie e nuovi Incontri

Altri due benefici Crossroads. In un Villaggio, invece di pescare souvenir, un viaggiatore può comprare un Oggetto Leggendario a sua scelta: lo tiene scoperto e fa subito punti. Su uno spazio Incontro, invece di pescare un incontro, può pagare 1 moneta per una Calligrafia: tenuta coperta, fa punti alla fine del viaggio. Crossroads aggiunge anche quattro nuovi personaggi alla pila degli Incontri.""",
        H["position"] + """

Tre giocatori con Crossroads, in una posizione preparata per questa lezione e non giocata (""" + POSITIONS + """). Hirotada (giocatore 1) si trova a Kyoto con 2 monete e, anche se nessuno può fare acquisti prima di lasciare Kyoto, il kit gli ha dato due souvenir, Koma e Sake (1 + 3 = 4 punti), così Shodo ha qualcosa da contare. Kinko è a 12, Zen-emon a 13. La pila degli Incontri è preparata con Itamae il cuoco, quella dei Pasti con Tempura.""",
        H["try"] + """

Manda Hirotada al Villaggio a 2: prova la spada Masamune, poi compra Shodo. Poi l'Incontro a 4: compra la Calligrafia Nostalgia. Poi l'Incontro a 11.

""" + TRY,
        H["what"] + """

Le spade costano 3, quindi Masamune è stata rifiutata (con 2 monete venivano offerti solo gli oggetti da 1 e 2 monete). Shodo, uno scritto, è costato 1 e ha fatto 1 punto per ciascuno dei due souvenir che Hirotada aveva già; ogni souvenir che otterrà in seguito aggiungerà 1 punto. La Calligrafia Nostalgia gli è costata l'ultima moneta e resta nascosta agli altri fino alla fine, quando farà 2 punti per Oggetto Leggendario e 1 per souvenir. Con la borsa vuota non poteva comprare una Calligrafia a 11, quindi non c'era scelta: ha pescato Itamae, che gli ha dato una moneta e gli ha servito Tempura, un piatto che non aveva ancora mangiato: 6 punti.""",
        H["check"],
        H["house"],
    ],
    "16_crossroads_travellers": [
        """# Tokaido 16: i viaggiatori di Crossroads

Crossroads aggiunge sei viaggiatori. Tre di loro brillano alle Locande: Jirocho lo yakuza scommette una moneta, Daigoro il bambino riceve in dono un souvenir, Nampo il buongustaio assapora il suo pasto. Gli altri tre lavorano lungo la strada: Gotozaemon guadagna una moneta a ogni Panorama, Miyataka può donare e comprare un Amuleto allo stesso Tempio, Kita può pescare un incontro e comprare una Calligrafia allo stesso spazio Incontro.""",
        H["position"] + """

Tre giocatori con Crossroads, appena prima della Locanda a 15: Jirocho (giocatore 1) a 12 con 2 monete, Daigoro a 13 con 3, Nampo a 14 con 3. Il dado Fortuna è preparato (x2), la pila dei Pasti anche (Fugu da 3 monete, Sushi 2, Dango 1, Tofu 2) e quella dei Souvenir (Sumie, un souvenir d'arte).""",
        H["try"] + """

Porta i tre alla Locanda a 15, a turno. Jirocho scommette la sua moneta, poi mangia Sushi; Daigoro rinuncia al pasto; Nampo mangia Fugu.

""" + TRY,
        H["what"] + """

Jirocho è arrivato per primo e ha girato i pasti, poi, prima del suo pasto, ha scommesso 1 moneta sul dado Fortuna: x2 gliene ha restituite 2, una moneta in più, e ha potuto permettersi Sushi. Daigoro ha ricevuto gratis il primo souvenir della pila, Sumie, che ha fatto punti come al solito (la prima carta di una collezione: 1 punto). Nampo ha pagato 3 per Fugu: 6 punti come per chiunque, più altri 3, il suo costo stampato. Sono tutti alla Locanda, quindi i pasti non comprati sono finiti sotto la pila e Nampo, l'ultimo arrivato, riparte per primo.""",
        H["check"],
    ],
    "17_matsuri": [
        """# Tokaido 17: Matsuri: una festa a ogni Locanda intermedia tra Kyoto ed Edo

L'espansione Matsuri (giocata con Crossroads) aggiunge le feste. Quando ogni viaggiatore è arrivato a una delle """ + INNS + """ e ha mangiato, il primo arrivato pesca in segreto 2 carte Matsuri, ne tiene una e infila l'altra sotto il mazzo. La carta tenuta viene rivelata e vale per tutti: una carta con il fulmine subito, una carta con la spirale fino alla prossima Locanda. Alcune feste chiudono degli spazi; i punti dati da una festa sono punti Viaggio. Ecco la procedura, poi le 20 feste.""",
        H["position"] + """

Tre giocatori con Crossroads e Matsuri, appena prima della Locanda a 15: Umegae (giocatore 1) a 12, Hirotada a 13, Zen-emon a 14. Il mazzo Matsuri è preparato: Hanabi e O-Bon in cima, poi Kamiarisai e Setsubun. Anche il dado Fortuna è preparato: x2, X, x4.""",
        H["try"] + """

Porta i tre alla Locanda a 15 a turno (Umegae mangia Tofu, Hirotada rinuncia, Zen-emon mangia Soba). Poi Umegae, la prima arrivata, tiene Hanabi. Zen-emon, l'ultimo arrivato, riparte per primo: prova il Tempio a 17, poi vai al Mare a 16.

""" + TRY,
        H["what"] + """

Una volta completa la Locanda (tutti arrivati, ognuno con la possibilità di un pasto), Umegae, prima alla Locanda, ha visto Hanabi e O-Bon, e nessun altro le ha viste. Ha tenuto Hanabi: i suoi fuochi d'artificio hanno fatto pescare altre 2 carte, ed entrambe si sono applicate. Setsubun, una carta con il fulmine, si è applicata subito: ogni viaggiatore, in ordine di arrivo, ha tirato il dado Fortuna e ha fatto altrettanti punti Viaggio (X non ha dato nulla a Hirotada), poi è finita sotto il mazzo, ancora visibile fino alla prossima Locanda (i due regolamenti non concordano su dove vada: una regola della casa, qui sotto). Kamiarisai, una carta con la spirale, resta fino alla prossima Locanda e chiude uno spazio di ogni Tempio: i Templi singoli (3, 17, 22) sono chiusi, quindi a Zen-emon è stato rifiutato quello a 17. I Templi doppi (10, 37, 44) perderebbero solo il secondo spazio, che con 3 giocatori non si usa comunque: restano aperti per un viaggiatore, quindi né l'elenco né il tabellone li segnano (con 4-5 giocatori il tabellone barra il loro 2° spazio).""",
        H["check"],
        H["house"],
    ],
    "18_matsuri_travellers": [
        """# Tokaido 18: i viaggiatori di Matsuri

La scatola di Matsuri aggiunge sedici viaggiatori, e ogni giocatore sceglie tra 3 tessere distribuite invece di 2. Alcuni lavorano lungo la strada (Takeru e Misaki guadagnano una moneta ogni volta che qualcuno si ferma su un Incontro o un Tempio), alcuni alla fine (Marihito, Suseri), molti alle Locande. Eccoli tutti e sedici, poi tre di loro alla Locanda a 15, la prima delle """ + INNS + """.""",
        H["position"] + """

Tre giocatori con Crossroads e Matsuri, appena prima della Locanda a 15: Chihaya la bagnante (giocatore 1) a 12 con 3 monete, Musubi il furfante a 13 con 2, Yashima la nobildonna a 14 con 3. La pila dei Pasti è preparata (Udon da 3 monete, Tofu, Soba, Dango), quella delle Sorgenti termali (un 3) e il mazzo Matsuri (Hina matsuri, Tango).""",
        H["try"] + """

Porta i tre alla Locanda a 15 a turno: Chihaya rinuncia al pasto, Musubi mangia Udon, Yashima rinuncia. Poi Chihaya, la prima arrivata, tiene Hina matsuri.

""" + TRY,
        H["what"] + """

Chihaya, prima alla Locanda, ha pescato subito una carta Sorgente termale (3 punti). Musubi ha preso 1 moneta a Chihaya, arrivata appena prima di lui, e ha potuto così pagare 3 per Udon; quando Yashima è arrivata dopo di lui, ha preso 1 moneta anche a lei, prima del suo pasto. Yashima ha ricevuto un Amuleto gratuito estratto a caso, coperto: solo lei sa quale. Alla festa, Hina matsuri ha dato un segnalino Bambola a ogni viaggiatrice, Chihaya e Yashima, e niente a Musubi. Una Bambola si usa come una carta Souvenir della famiglia piccoli oggetti: si aggiunge a una collezione e conta per la Calligrafia Nostalgia e come tipo di carta Souvenir per Suseri, ma mai per l'Obiettivo Collezionista, Shodo o Emaki.""",
        H["check"],
        H["house"],
    ],
}

CODE = {
    # raw ids a learner would read in English ('paddy', 'Health', 'doll') are printed by their Italian names
    "11_end_of_game": [("from widgets.tokaido.tutorial import print_road",
                        "from widgets.tokaido.tutorial import named, print_road"),
                       ("print('scores:'", "print('punteggi:'"),
                       ("print('achievement cards:', [row['achievements'] for row",
                        "print('carte Obiettivo:', [named(row['achievements']) for row")],
    "12_variants": [("print('choices left for player 2:'", "print('scelte rimaste al giocatore 2:'"),
                    ("print('A new game with Initiation and Preparations:')",
                     "print('Una nuova partita con Iniziazione e Preparativi:')"),
                    ("print('purses:'", "print('borse:'")],
    "13_crossroads_choices": [("print('choices at the paddy:'", "print('scelte alla Risaia:'"),
                              ("print('choices at the hot spring:'", "print('scelte alla Sorgente termale:'"),
                              ("print('Gaming Room refused:'", "print('Sala da Gioco rifiutata:'"),
                              ("print('choices at the farm:'", "print('scelte alla Fattoria:'")],
    "14_crossroads_amulets": [("print('Vitality refused:'", "print('Energia rifiutato:'"),
                              ("print('choices at the temple:'", "print('scelte al Tempio:'"),
                              ("print('choices in the lead:'", "print('scelte in testa:'"),
                              ("print('Amulets left in the stack:'", "print('Amuleti rimasti nella pila:'")],
    "15_crossroads_treasures": [("print('choices at the village:'", "print('scelte al Villaggio:'"),
                                ("print('Masamune refused:'", "print('Masamune rifiutata:'"),
                                ("print('Calligraphies as Hirotada sees them:'",
                                 "print('Calligrafie come le vede Hirotada:'"),
                                ("print('as the others see them:'", "print('come le vedono gli altri:'"),
                                ("'- how many:'", "'- quante:'")],
    "16_crossroads_travellers": [("print('Jirocho at the inn:'", "print('Jirocho alla Locanda:'")],
    "17_matsuri": [("from widgets.tokaido.tutorial import print_road",
                    "from widgets.tokaido.tutorial import named, print_road"),
                   ("print('Umegae sees:', demo.game.view(0)['choice'],",
                    "print('Umegae vede:', named(demo.game.view(0)['choice']['cards']),"),
                   ("'- the others see:'", "'- gli altri vedono:'"),
                   ("print('temple refused:'", "print('Tempio rifiutato:'"),
                   ("print('in effect until the next inn:'", "print('in vigore fino alla prossima Locanda:'"),
                   ("print('temples Kamiarisai closes:'", "print('Templi chiusi da Kamiarisai:'")],
    "18_matsuri_travellers": [("from widgets.tokaido.tutorial import print_road",
                               "from widgets.tokaido.tutorial import named, print_road"),
                              ("print('Yashima sees her Amulet:', demo.game.view(2)['players'][2]['amulets'],",
                               "print('Yashima vede il suo Amuleto:', named(demo.game.view(2)['players'][2]['amulets']),"),
                              ("'- the others see:'", "'- gli altri vedono:'"),
                              ("print('tokens:', [row['tokens'] for row",
                               "print('segnalini:', [named(row['tokens']) for row")],
}
