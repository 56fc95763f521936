"""The Tokaido Duo tutorials in Italian: the markdown cells of each notebook, in order.

Built into notebooks/it/duo/ by notebooks/tools/duo_notebooks.py; the terms follow
tokaido_kit/core/glossary/it.json (section "duo", from the Italian rulebook, seed 004).
"""

LABEL = ("*Questo kit gioca sull'**isola didattica v1, non il tabellone stampato**: la geometria del "
         "tabellone stampato non si trova in materiale pubblico.*")
POSITION = "## Una posizione in cui la regola sta per contare"
TRY = "## Prova tu"
CLICKS = ("Clicca sul tabellone qui sopra: è tuo, puoi giocare. La cella successiva fa gli stessi clic in Python "
          "(`click_die`, `click_town`, `click_zone`...) su una copia della posizione, così questa pagina "
          "racconta sempre la stessa storia.")
WHAT = "## Cosa è successo e perché"
CHECK = "## Verifica cosa hai capito"
HOUSE = "## Regole della casa\n\nDove il regolamento tace, il kit ha dovuto decidere:"

MD = {
    "00_the_island": [
        f"""# Tokaido Duo 0: l'isola e la preparazione

Due viaggiatori attraversano un'isola. Ogni giocatore muove tre meeple: un **Pellegrino** (P) percorre l'anello di spazi, un **Mercante** (M) viaggia lungo le rotte tra le città, un **Artista** (A) attraversa le zone intorno all'anello. In ogni round si prendono tre dadi, uno alla volta, e ogni dado preso è un **turno** ([tutorial 1](01_rounds.ipynb)). Templi, Giardini, lingotti d'oro e dipinti danno punti; vince chi ne ha di più.

{LABEL}""",
        f"""{POSITION}

Una nuova partita a due giocatori. Entrambi i Pellegrini sono sullo spazio 0 dell'anello, entrambi i Mercanti nella città di montagna Yama, entrambi gli Artisti nella zona Hana. Ogni spazio dell'anello mostra una lettera (T Tempio, G Giardino, S Sorgente termale, R Riva del mare, C città costiera) e il suo numero; le botteghe delle città costiere mostrano che cosa comprano e a quanto. I pannelli a destra sono le plance dei giocatori.""",
        f"""{TRY}

Sceglie per primo il Giocatore 1. Clicca sul **dado Pellegrino** per far camminare il Pellegrino del Giocatore 1 lungo l'anello.

{CLICKS}""",
        f"""{WHAT}

Il dado mostrava 2, quindi il Pellegrino del Giocatore 1 ha percorso esattamente 2 spazi, dallo spazio 0 allo spazio 2. Lo spazio 2 è una città costiera (C): il Pellegrino visita Kawa e ottiene monete. Il Giocatore 1 prenderà più tardi anche l'ultimo dado del round; ora il Giocatore 2 sceglie uno dei due dadi rimasti.""",
        CHECK,
        HOUSE,
    ],
    "01_rounds": [
        f"""# Tokaido Duo 1: un round: tre dadi, scelti 1-2-1

In ogni round chi sceglie per primo lancia tre dadi: uno per il Pellegrino, uno per il Mercante, uno per l'Artista. Chi sceglie per primo ne prende uno, l'altro giocatore uno dei due rimasti, e chi ha scelto per primo prende l'ultimo. Un dado muove sempre il **tuo** meeple di quel tipo, esattamente del numero indicato.

Ogni dado preso, con il suo movimento, è un **turno**: un round ha tre turni, due per chi sceglie per primo e uno per l'altro giocatore. Quando una regola dice "turno" (il segnalino Sorgente termale non può essere speso nel turno in cui viene preso), intende un dado, mai un round intero.

{LABEL}""",
        f"""{POSITION}

Round 1, sceglie per primo il Giocatore 1. I dadi mostrano Pellegrino 3, Mercante 1 e Artista 2 (preparati per questa lezione, così la storia è sempre la stessa).""",
        f"""{TRY}

Clicca sul **dado Pellegrino** per il Giocatore 1, poi sul **dado Mercante** per il Giocatore 2 e su una città verde per il Mercante del Giocatore 2. Il Giocatore 1 riceve il dado Artista senza cliccare: è l'unico rimasto. Clicca su una zona verde per l'Artista e **dipingi** lì.

{CLICKS}""",
        f"""{WHAT}

Il Pellegrino del Giocatore 1 ha percorso esattamente 3 spazi fino a un Tempio. Il Giocatore 2 poteva prendere solo il dado Mercante o il dado Artista, e ha mosso il Mercante **del Giocatore 2** di 1 tratta fino alla città di montagna Kiri, che pesca merci dal sacchetto. L'ultimo dado è andato da solo al Giocatore 1: l'Artista ha attraversato esattamente 2 zone e ha dipinto (da solo a Tsuki, quindi nessuna tessera è stata ancora rivelata). Poi è iniziato il round 2 e il Giocatore 2 ha lanciato i dadi: chi sceglie per primo si alterna.""",
        CHECK,
    ],
    "02_pilgrim": [
        f"""# Tokaido Duo 2: il Pellegrino

Il Pellegrino percorre l'anello in senso orario, esattamente del numero del dado Pellegrino. Dove si ferma, agisce: un **Tempio** (T) fa salire il tracciato del Tempio, un **Giardino** (G) il tracciato del Giardino, una **città costiera** (C) paga le monete del segnalino bottega di quella città. Uno spazio di arrivo può ospitare un solo meeple: se è occupato, il Pellegrino avanza fino al primo spazio libero e agisce lì.

{LABEL}""",
        f"""{POSITION}

Il Pellegrino del Giocatore 1 è sullo spazio 4 (un Giardino), quello del Giocatore 2 sullo spazio 6 (un Tempio). Il dado Pellegrino mostra 2: due spazi dopo il 4 è proprio dove si trova il Pellegrino del Giocatore 2. Lo spazio 7 è la città costiera Hama.""",
        f"""{TRY}

Sceglie per primo il Giocatore 1. Clicca sul **dado Pellegrino** e guarda dove finisce il Pellegrino del Giocatore 1.

{CLICKS}""",
        f"""{WHAT}

Il dado diceva 2, quindi il Pellegrino ha contato 2 spazi, dal 4 al 6 (`duo.pilgrim.move`). Lo spazio 6 era occupato dal Pellegrino del Giocatore 2, quindi è avanzato fino al primo spazio libero, il 7 (`duo.pilgrim.occupied`), e il registro conta il cammino dal 4 al 7. Lo spazio 7 è Hama, una città costiera: il suo segnalino bottega paga 4 monete (`duo.pilgrim.coastal`). Il Tempio sullo spazio 6 non ha dato nulla al Giocatore 1: agisce solo lo spazio in cui il Pellegrino si ferma. Ora il Giocatore 2 sceglie uno dei due dadi rimasti.""",
        CHECK,
    ],
    "03_hot_spring": [
        f"""# Tokaido Duo 3: la Sorgente termale

Un Pellegrino che arriva su una **Sorgente termale** (S) prende il segnalino Sorgente termale, dal tabellone o dall'altro giocatore. Dopo uno dei tuoi movimenti successivi puoi **spenderlo**: lo stesso meeple ripete lo stesso movimento, con lo stesso numero, e il suo effetto. Il segnalino torna poi sul tabellone. Non puoi spenderlo nel turno in cui l'hai preso: un turno è un dado ([tutorial 1](01_rounds.ipynb)), quindi il segnalino è appena preso solo per il movimento che l'ha preso, e puoi spenderlo dopo il tuo prossimo dado, anche più avanti nello stesso round.

{LABEL}""",
        f"""{POSITION}

Il Giocatore 2 possiede il segnalino Sorgente termale. Il Pellegrino del Giocatore 1 è sullo spazio 3; lo spazio 5 è una Sorgente termale. I dadi mostrano Pellegrino 2, Mercante 1 e Artista 1. Il Mercante del Giocatore 1 aspetta a Yama, che si trova nella zona Kaze, come lo spazio 5; l'Artista del Giocatore 2 è in Hana.""",
        f"""{TRY}

Clicca sul **dado Pellegrino** per il Giocatore 1, poi sul **dado Mercante** e su una città verde (**Kiri**) per il Giocatore 2. Il Giocatore 1 riceve l'ultimo dado, l'Artista: manda l'Artista in **Kaze** e **dipingi**. Ora il segnalino si può spendere: **usalo**, e muovi di nuovo l'Artista di 1 zona, fino a **Hana**, e dipingi anche lì.

{CLICKS}""",
        f"""{WHAT}

Il Pellegrino del Giocatore 1 si è fermato sulla Sorgente termale e ha preso il segnalino al Giocatore 2 (`duo.pilgrim.hot_spring`). Era appena preso: il gioco non ha offerto di spenderlo dopo quel movimento (`duo.spring.fresh`). Il turno successivo del Giocatore 1 è arrivato nello stesso round, con il suo ultimo dado, l'Artista: il segnalino non era più appena preso, perché un turno è un dado, non un round. Dopo aver dipinto in Kaze (lì ci sono il Pellegrino e il Mercante dello stesso Giocatore 1, quindi 2 tessere), il Giocatore 1 ha speso il segnalino per ripetere il movimento di 1 dell'Artista (`duo.spring.repeat`), da Kaze a Hana, dove l'Artista del Giocatore 2 ha rivelato un'altra tessera. Il segnalino è tornato sul tabellone, per il prossimo Pellegrino che si ferma su una Sorgente termale.""",
        CHECK,
    ],
    "04_merchant": [
        f"""# Tokaido Duo 4: il Mercante

Il Mercante viaggia lungo le rotte commerciali tra le 12 città, esattamente tante tratte quante ne indica il dado Mercante, senza mai visitare due volte la stessa città. Quando più città sono a quella distanza, scegli tu. In una **città di montagna** il Mercante pesca merci a caso dal sacchetto (al massimo 5 in magazzino); in una **città costiera** può vendere tutte le sue merci del tipo indicato dal segnalino bottega della città. Una città costiera in cui si trova un altro meeple gli è chiusa, anche lungo il percorso verso un'altra città.

{LABEL}""",
        f"""{POSITION}

Il Mercante del Giocatore 1 è nella città di montagna Kiri con 3 bambole. Il dado Mercante mostra 1: a una tratta da Kiri ci sono Yama, Taki, Minato e Iso. Minato compra bambole a 3 l'una e Iso a 4 l'una, ma il Pellegrino del Giocatore 2 è sullo spazio 16, che è Iso.""",
        f"""{TRY}

Clicca sul **dado Mercante** per il Giocatore 1. Poi prova **Iso** (il prezzo migliore) e leggi perché viene rifiutato; manda il Mercante a **Minato** e **vendi**.

{CLICKS}""",
        f"""{WHAT}

Il dado diceva 1, quindi solo le città a una tratta erano verdi (`duo.merchant.exact`), e il Giocatore 1 ha scelto tra queste (`duo.merchant.choose`). Iso paga 4 per bambola, ma lì c'è il Pellegrino del Giocatore 2, quindi il Mercante non può entrare (`duo.merchant.coastal_occupied`): il clic non ha cambiato nulla. A Minato il Mercante ha venduto tutte e 3 le bambole a 3 monete l'una (`duo.merchant.sell`) e le bambole sono tornate nel sacchetto. Yama e Taki, le città di montagna, avrebbero invece fatto pescare 2 merci dal sacchetto (`duo.merchant.mountain`), conservandone al massimo 5 (`duo.merchant.storage`).""",
        CHECK,
        HOUSE,
    ],
    "05_gold": [
        f"""# Tokaido Duo 5: i lingotti d'oro

Le monete delle città costiere (il Pellegrino) e delle vendite (il Mercante) finiscono in un'unica riserva. Ogni volta che arriva a 10 monete, 10 di queste diventano subito un **lingotto d'oro**, nello spazio vuoto più a sinistra della tua plancia del Mercante. Alla fine il Mercante vale il numero indicato sopra il lingotto più a destra (1, 3, 6, 10, 15, 21); il sesto lingotto fa terminare la partita alla fine del round.

{LABEL}""",
        f"""{POSITION}

Il Giocatore 1 ha già un lingotto d'oro (vale 1 punto) e 8 monete. Il Mercante è a Kiri con 3 bambole, e il dado Mercante mostra 1: Iso, a una tratta, compra bambole a 4 l'una.""",
        f"""{TRY}

Clicca sul **dado Mercante** per il Giocatore 1, manda il Mercante a **Iso** e **vendi**. Osserva la riserva.

{CLICKS}""",
        f"""{WHAT}

Vendere 3 bambole a 4 ha reso 12 monete: la riserva è arrivata a 20. Subito 10 monete sono diventate il lingotto d'oro 2 (vale 3) e le altre 10 il lingotto d'oro 3 (vale 6), e la riserva è vuota (`duo.gold.bar`). Il Mercante del Giocatore 1 ora vale 6, il numero sopra il lingotto più a destra: altre monete non rendono nulla finché non tornano a 10, ma le monete rimaste alla fine spezzano la parità.""",
        CHECK,
    ],
    "06_artist": [
        f"""# Tokaido Duo 6: l'Artista

L'Artista attraversa le 8 zone intorno all'anello, esattamente tante quante ne indica il dado Artista, mai due volte la stessa zona. Dove si ferma, fa una di due cose. **Dipingere**: rivelare una delle tue tessere Dipinto coperte per ogni meeple in quella zona, escluso questo Artista: contano il tuo Pellegrino e il tuo Mercante, e ogni meeple dell'altro giocatore. **Donare**: dare via la tua tessera rivelata più in alto a sinistra, solo se la sua icona corrisponde all'icona della zona; scopre uno spazio della tua plancia Artista, e alla fine l'Artista vale il numero dello spazio scoperto dal tuo ultimo dono ([quanto vale un dono](#Quanto-vale-un-dono)).

{LABEL}""",
        f"""{POSITION}

L'Artista del Giocatore 1 è in Hana; una tessera Dipinto è già rivelata, un ventaglio. L'Artista del Giocatore 2 è in Tsuki (lanterna) e il Pellegrino del Giocatore 2 è sullo spazio 12, anch'esso in Tsuki. Il dado Artista mostra 2.""",
        f"""{TRY}

Clicca sul **dado Artista** per il Giocatore 1 e sulla zona **Tsuki**. Prova prima a **donare** e leggi perché viene rifiutato, poi **dipingi**.

{CLICKS}""",
        f"""{WHAT}

L'Artista ha attraversato esattamente 2 zone, da Hana a Kaze a Tsuki (`duo.artist.move`). Il dono è stato rifiutato: la tessera rivelata più in alto a sinistra mostra un ventaglio, e l'icona di Tsuki è una lanterna (`duo.artist.gift`). Dipingere ha contato gli **altri** meeple in Tsuki: l'Artista del Giocatore 2 e il Pellegrino del Giocatore 2 sullo spazio 12, quindi sono state rivelate altre due tessere, da sinistra a destra (`duo.artist.paint`). L'Artista dello stesso Giocatore 1 non conta; il Pellegrino o il Mercante del Giocatore 1 avrebbero contato (il tutorial 3 lo mostra). La prossima tessera da donare è ancora il ventaglio: serve un Artista in una zona con il ventaglio (Hana o Mori).""",
        """## Quanto vale un dono

Le tue tessere Dipinto coprono i 10 spazi della tua plancia Artista, e i doni le tolgono in ordine, quindi il tuo primo dono scopre lo spazio 1, il secondo lo spazio 2, e così via. Alla fine l'Artista vale il numero stampato sullo spazio scoperto dal tuo ultimo dono (il regolamento parla dello spazio scoperto più in basso e più a destra: è lo stesso spazio). Niente doni, niente punti. I valori, letti dal file di dati dell'isola, e il punteggio dell'Artista dopo 0-10 doni:""",
        """Gli ultimi doni valgono molto di più: il decimo scopre 22 punti (e fa terminare la partita alla fine del round), mentre ciascuno dei primi tre doni aumenta il punteggio dell'Artista di 1 soltanto.""",
        CHECK,
    ],
    "07_wave_tiles": [
        f"""# Tokaido Duo 7: le tessere Onda

Un Pellegrino che arriva sulla **Riva del mare** (R) prende una **tessera Onda**: una di quelle ancora sul tabellone o, quando lì non ne restano, una dell'altro giocatore. C'è una tessera per personaggio, e ognuna ha due lati, estratti a caso durante la preparazione: Pellegrino *Frettoloso* (uno spazio in più, se vuoi) o *Tranquillo* (uno in meno); Mercante *Astuto* (1 moneta in più per merce venduta) o *Robusto* (1 merce in più in montagna, stoccaggio 6); Artista *Esperto* (Dipingere rivela una tessera in più) o *Ispirato* (Donare può usare qualsiasi zona attraversata). Una tessera funziona per chi la possiede finché l'altro giocatore non la prende.

{LABEL}""",
        f"""{POSITION}

Il Pellegrino del Giocatore 1 è sullo spazio 8; lo spazio 10 è una Riva del mare. Il Giocatore 2 possiede già la tessera Pellegrino (Frettoloso); la tessera Mercante (Astuto) e la tessera Artista (Esperto) sono sul tabellone. Il Mercante del Giocatore 1 è a Kiri con 3 bambole, a una tratta da Minato, che compra bambole a 3. I dadi mostrano Pellegrino 2, Mercante 1 e Artista 1.""",
        f"""{TRY}

Clicca sul **dado Pellegrino** per il Giocatore 1 e prendi la tessera Onda **Mercante**. Per il Giocatore 2 clicca sul **dado Artista**, sulla zona **Kaze** e su **dipingere**. Il Giocatore 1 riceve l'ultimo dado, il Mercante: mandalo a **Minato** e **vendi**.

{CLICKS}""",
        f"""{WHAT}

Il Pellegrino del Giocatore 1 si è fermato sulla Riva del mare (`duo.pilgrim.seashore`) e ha scelto tra le due tessere ancora sul tabellone, quella del Mercante e quella dell'Artista: la tessera Pellegrino del Giocatore 2 si poteva prendere solo a tabellone vuoto (`duo.wave.take`). Il suo lato, Astuto, era fissato da prima della partita (`duo.wave.sides`; qui l'ha scelto lo scenario). Nello stesso round ha già reso: il segnalino di Minato dice 3 per bambola, ma il Mercante Astuto le ha vendute a 4 l'una, 12 monete invece di 9 (`duo.wave.cunning`), abbastanza per un primo lingotto d'oro.""",
        CHECK,
    ],
    "08_end_and_scoring": [
        f"""# Tokaido Duo 8: la fine e il punteggio

La partita termina alla fine del round in cui qualcuno completa un tracciato: un tracciato del Tempio raggiunge la nona casella, un tracciato del Giardino la sesta, qualcuno ottiene il sesto lingotto d'oro o dona il decimo dipinto. Il round si gioca fino in fondo, poi ogni giocatore somma tre parti: **Pellegrino**, valore del Tempio per valore del Giardino; **Mercante**, il valore sopra il lingotto d'oro più a destra; **Artista**, il valore dello spazio scoperto dal tuo ultimo dipinto donato ([i valori degli spazi](06_artist.ipynb#Quanto-vale-un-dono)). Vince il totale più alto; in caso di parità vince chi ha più monete rimanenti, e con le stesse monete è pareggio.

{LABEL}""",
        f"""{POSITION}

Il tracciato del Tempio del Giocatore 1 è sulla casella 8 (vale 7) e il tracciato del Giardino sulla casella 3 (vale 2): 14 punti, tutti dal Pellegrino, e 3 monete. Il Giocatore 2 ha Tempio 3 e Giardino 3 (2 per 2 = 4), quattro lingotti d'oro (10) e due dipinti donati (il secondo spazio: 2): 16 punti, e 5 monete. Il Pellegrino del Giocatore 1 sullo spazio 4 è a due spazi dal Tempio sullo spazio 6.""",
        f"""{TRY}

Clicca sul **dado Pellegrino** per il Giocatore 1 e osserva il tracciato del Tempio. Poi gioca il round fino in fondo: il **dado Mercante** fino a **Kiri** per il Giocatore 2, l'Artista fino a **Tsuki** per il Giocatore 1, e **dipingi**.

{CLICKS}""",
        f"""{WHAT}

Il Tempio ha portato il tracciato del Tempio del Giocatore 1 alla nona casella: la partita non si è fermata lì, ha annunciato l'ultimo round (`duo.end.trigger`), ed entrambi i giocatori hanno preso i dadi rimasti. Poi il punteggio (`duo.end.score`): Giocatore 1, 8 per 2 = 16, tutto dal Pellegrino; Giocatore 2, 4 + 10 + 2 = 16. Parità, quindi hanno deciso le monete rimanenti: 5 contro 3, e ha vinto il Giocatore 2 (`duo.end.tie`). Completare per primi un tracciato non fa vincere la partita; fa solo partire il conto alla rovescia.""",
        CHECK,
    ],
    "09_automa": [
        f"""# Tokaido Duo 9: giocare contro l'Automa

Da solo, giochi contro l'**Automa**, un giocatore senza denaro né merci che si muove secondo una regola fissa. Quando sceglie, prende il dado del suo personaggio con il **Rango più basso** (in caso di parità Pellegrino, poi Mercante, poi Artista). Il suo meeple si muove come il tuo, fino al primo posto consentito nell'ordine dell'isola; il suo arrivo non ha effetto sul tavolo, ma i suoi meeple occupano spazi e contano per Dipingere. Quando il suo arrivo è uno che ricompenserebbe te, il Rango di quel personaggio sale di una casella. Il suo punteggio è la somma dei valori dei suoi tre Ranghi.

{LABEL}""",
        f"""{POSITION}

Una partita contro l'Automa (`automa=True`: il giocatore 2 è l'Automa e non ha mai bisogno di un clic). I suoi Ranghi sono Pellegrino 3, Mercante 1 e Artista 2, per 6 punti. Il Pellegrino del Giocatore 1 è sullo spazio 12, nella zona Tsuki. I dadi mostrano Pellegrino 2, Mercante 1 e Artista 2, e sceglie per primo il Giocatore 1.""",
        f"""{TRY}

Prendi il **dado Mercante** (il Rango più basso dell'Automa) e manda il tuo Mercante a **Kiri**. Guarda quale dado prende l'Automa e dove va il suo meeple: per lui non clicchi nulla.

{CLICKS}""",
        f"""{WHAT}

Senza il dado Mercante, il Rango più basso dell'Automa tra i dadi rimasti era l'Artista (2, contro il 3 del Pellegrino), quindi ha preso il dado Artista (`duo.automa.choice`). Il suo Artista ha attraversato 2 zone fino a Tsuki, la prima zona nell'ordine dell'isola che poteva raggiungere (`duo.automa.move`). Il Pellegrino del Giocatore 1 è in Tsuki: un giocatore che dipingesse lì rivelerebbe una tessera, quindi il Rango Artista dell'Automa è salito a 3 (`duo.automa.rank`). Il Giocatore 1 ha preso l'ultimo dado. Nel round 2 l'Automa ha scelto per primo e ha preso subito il dado Mercante: il suo Rango 1 era il più basso. Il suo punteggio è passato da 6 a 8, la somma dei suoi Ranghi (`duo.automa.score`). Una parità alla fine va a te: l'Automa non ha monete (`duo.automa.tie`).""",
        CHECK,
        HOUSE,
    ],
}

CODE = {
    "06_artist": [
        ("print('slots 1 to 10 are worth:', ISLAND.painting_slots)",
         "print('gli spazi da 1 a 10 valgono:', ISLAND.painting_slots)"),
        ("print(f'{gifted} gifted: the Artist scores',", "print(f'{gifted} donati: l\\'Artista vale',"),
    ],
}
