import type { Translated } from '../../catalogue-shape.js';
import type { table as english } from '../en/table.js';

/**
 * The table's own sentences in Russian, in the words of the house rules (шуз, бокс, дилер, ставка,
 * удвоение, сплит, сдача, страховка, перебор, сожжённая карта). A hand's label is a subject in the
 * nominative ("бокс 3"), so sentences about it avoid verbs that agree in gender. Keyed commands
 * («ok», «new session», the JSON line types) stay as the croupier types them.
 */
export const table: Translated<typeof english> = {
  // Phrases that other sentences take as parameters.
  'hand.label-box': 'бокс {{box}}',
  'hand.label-split': 'бокс {{box}}, рука {{hand}}',
  'phase.betting': 'ставки открыты',
  'phase.dealing': 'идёт первая раздача (следующая карта: {{next}})',
  'phase.insurance': 'страховка открыта (закройте её клавишей N)',
  'phase.players': 'ход игроков',
  'phase.offer': 'ошибочно вытянутая карта {{card}} предложена боксу {{box}}: взять или пас',
  'phase.offer-unknown': 'предложена ошибочно вытянутая карта',
  'phase.dealer': 'ход дилера',
  'phase.settled': 'раунд рассчитан',
  'phase.resume': 'раунд возобновляется',
  'spot.box': 'бокс {{box}}',
  'spot.dealer': 'дилер',
  'spot.deal-complete': 'первая раздача закончена',

  // Where the round stands decides what it takes.
  'round.not-now': 'не сейчас: {{phase}}',
  'decision.not-now': 'сейчас решений нет: {{phase}}',

  // Inputs as received (a script line, a keyed line, a request).
  'input.not-an-object': 'это не объект JSON: {{detail}}',
  'input.not-an-object-value': 'строка — это объект JSON, например {"type":"deal"}',
  'input.unknown-type': 'строку типа {{type}} стол не принимает: типы строк — {{types}}',
  'input.unknown-field': 'в строке {{type}} не бывает поля {{field}}',
  'input.missing-field': 'в строке не хватает поля «{{field}}»',
  'input.box-number': '{{value}} — не номер бокса: боксы нумеруются с 1',
  'input.amount': '{{value}} — не сумма: сумма — это число единиц стола больше 0',
  'input.name': 'поле {{field}} — это имя длиной от 1 до {{max}} символов',
  'input.name-character':
    'поле {{field}} пишется печатными символами: {{code}} — управляющий символ или символ направления',
  'input.card-text': 'карта пишется 1–8 символами, например AS или 10h',
  'input.profile-name': 'строка стола называет свой профиль, например classic-6d',
  'input.invalid': 'строку {{type}} в таком виде стол не принимает',
  'script.line-too-long': 'строка сценария — не длиннее {{max}} символов: ввод — это короткий объект JSON',
  'script.control-character':
    'строка сценария содержит управляющий символ ({{code}}), который журнал не хранит: напишите строку без него',
  'script.table-line-first': 'строка стола (профиль и лимиты) может быть только первой строкой сценария',
  'script.profile-conflict': 'сценарий написан для {{script}}, а --profile указывает {{option}}',
  'script.no-table': 'укажите стол: --profile ID или строка стола первой строкой сценария',
  'script.limits-reversed': 'минимум стола {{min}} больше его максимума {{max}}',
  'amount.too-large': '{{amount}} — больше, чем стол может учесть: сумма не больше {{max}}',
  'amount.too-precise':
    '{{amount}} — сумма, которую стол не может хранить: не больше двух знаков после запятой',
  'card.unreadable':
    '«{{text}}» — не карта: напишите достоинство (A, 2–9, 10 или T, J, Q, K) и затем масть (S, H, D, C или ♠ ♥ ♦ ♣), в любом регистре: AS, as, A♠, 10h, Th, td, QC',

  // Seats, bets and the deal.
  'name.another-box':
    '«{{name}}» — так стол называет игрока бокса {{other}}: на боксе {{box}} возьмите другое имя',
  'seat.already-seated': '{{player}} уже сидит у бокса {{box}}',
  'bet.no-such-box': 'бокса {{box}} нет: боксов за этим столом — {{boxes}}',
  'bet.box-full': {
    one: 'на боксе {{box}} уже {{count}} игрок: больше за этим столом на один бокс не ставят',
    few: 'на боксе {{box}} уже {{count}} игрока: больше за этим столом на один бокс не ставят',
    many: 'на боксе {{box}} уже {{count}} игроков: больше за этим столом на один бокс не ставят',
    other: 'на боксе {{box}} уже {{count}} игрока: больше за этим столом на один бокс не ставят',
  },
  'bet.below-minimum':
    'ставка должна быть не меньше минимума стола ({{min}}): у игрока {{bettor}} было бы {{stake}} на боксе {{box}}',
  'bet.above-box-maximum': 'на боксе {{box}} было бы {{total}}: максимум стола на один бокс — {{max}}',
  'bet.beyond-payable':
    'на боксе {{box}} было бы {{total}}: свыше {{max}} бокс мог бы выиграть больше, чем стол может выплатить по своим выплатам',
  'bet.closed': 'ставки закрыты: {{phase}}',
  'compliance.identification-required':
    'ТРЕБУЕТСЯ ДОКУМЕНТ перед этой покупкой фишек: {{patron}} уже купил(а) фишек на {{before}} наличными за этот игровой день, и эти {{amount}} доводят сумму до {{after}}, больше {{above}}. Проверьте документ, затем снова запишите покупку как с проверенным документом',
  'chips.not-enough': 'у игрока {{bettor}} свободно фишек: {{free}}, а нужно {{needed}}',
  'deal.too-few-boxes': {
    one: 'для раунда за этим столом нужно занятых боксов не меньше {{needed}}: занят {{count}}',
    few: 'для раунда за этим столом нужно занятых боксов не меньше {{needed}}: занято {{count}}',
    many: 'для раунда за этим столом нужно занятых боксов не меньше {{needed}}: занято {{count}}',
    other: 'для раунда за этим столом нужно занятых боксов не меньше {{needed}}: занято {{count}}',
  },
  'deal.shuffle-due': 'в прошлом раунде вышла подрезная карта: перетасуйте (новый шуз) перед раздачей',
  'deal.bank-short':
    'банку не хватает фишек, чтобы покрыть этот раунд: недостаёт {{short}}, в банке {{bank}}',
  'deal.no-bets-next-round': 'на столе нет ставок на следующий раунд',
  'deal.already-dealt': 'раунд уже роздан: {{phase}}',

  // The shoe.
  'card.not-in-shoe': {
    one: 'карта {{card}} не может снова выйти из этого шуза: в {{count}} колоде она одна, и она уже вышла (ошибка считывания? проверьте карту)',
    few: 'карта {{card}} не может снова выйти из этого шуза: в {{count}} колодах таких карт {{count}}, и все {{count}} уже вышли (ошибка считывания? проверьте карту)',
    many: 'карта {{card}} не может снова выйти из этого шуза: в {{count}} колодах таких карт {{count}}, и все {{count}} уже вышли (ошибка считывания? проверьте карту)',
    other:
      'карта {{card}} не может снова выйти из этого шуза: в {{count}} колоды таких карт {{count}}, и все {{count}} уже вышли (ошибка считывания? проверьте карту)',
  },
  'shuffle.round-in-play': 'идёт раунд: тасуйте после его расчёта',

  // The players' decisions.
  'hit.no-hand-on-turn': 'сейчас нет руки, чей ход брать карту',
  'hit.already-asked': '{{label}}: карта уже запрошена — введите карту',
  'hit.split-ace-one-card': '{{label}} не может брать карту: разделённый туз получает одну карту',
  'stand.no-hand-on-turn': 'сейчас нет руки, чей ход остановиться',
  'stand.waiting-second-card': '{{label}} не может остановиться: ждёт вторую карту',
  'stand.must-draw': '{{label}}: нужно брать карту — {{total}} меньше {{below}}',
  'hand.doubled-takes-one-card': '{{label}}: удвоение сделано — получает свою одну карту',
  'double.no-hand-on-turn': 'сейчас нет руки, чей ход удваивать',
  'double.waiting-second-card': '{{label}} не может удвоить: ждёт вторую карту',
  'double.not-offered': 'за этим столом удвоения нет',
  'double.card-count': {
    one: '{{label}} не может удвоить: у руки {{count}} карта',
    few: '{{label}} не может удвоить: у руки {{count}} карты',
    many: '{{label}} не может удвоить: у руки {{count}} карт',
    other: '{{label}} не может удвоить: у руки {{count}} карты',
  },
  'double.already-doubled': '{{label}}: удвоение уже сделано',
  'double.blackjack': '{{label}} не может удвоить: это блэкджек',
  'double.split-ace': '{{label}} не может удвоить: это разделённый туз',
  'double.after-split-not-allowed': '{{label}} не может удвоить: за этим столом нет удвоения после сплита',
  'double.total-not-allowed': '{{label}} не может удвоить на {{total}}: только на {{totals}}',
  'double.no-stake': '{{label}}: ставки нет',
  'double.full-stake-only': 'за этим столом удваивают только на всю ставку ({{stake}})',
  'double.above-stake': 'удвоение не может быть больше ставки {{stake}}',
  'double.below-minimum': 'удвоение должно быть не меньше минимума стола ({{min}})',
  'split.no-hand-on-turn': 'сейчас нет руки, чей ход делать сплит',
  'split.waiting-second-card': '{{label}} не может делать сплит: ждёт вторую карту',
  'split.not-offered': 'за этим столом сплита нет',
  'split.card-count': {
    one: '{{label}} не может делать сплит: у руки {{count}} карта',
    few: '{{label}} не может делать сплит: у руки {{count}} карты',
    many: '{{label}} не может делать сплит: у руки {{count}} карт',
    other: '{{label}} не может делать сплит: у руки {{count}} карты',
  },
  'split.rank-differs':
    '{{label}} не может разделить {{pair}}: здесь разделяют только карты одного достоинства',
  'split.value-differs': '{{label}} не может разделить {{pair}}: карты разной стоимости',
  'split.max-hands': '{{label}} не может снова делать сплит: на боксе здесь не больше {{max}} рук',
  'split.no-resplit-aces':
    '{{label}} не может снова делать сплит: разделённые тузы здесь повторно не разделяют',
  'surrender.not-offered': 'за этим столом сдачи нет',
  'surrender.no-hand-on-turn': 'сейчас нет руки, чей ход сдаваться',
  'surrender.no-hand': 'у бокса {{box}} нет руки в этом раунде',
  'surrender.not-on-turn': 'сейчас не ход бокса {{box}}: здесь сдаться может только рука, чей ход',
  'surrender.turn-played': 'бокс {{box}} уже сыграл свой ход: сдаваться поздно',
  'surrender.after-split': 'у бокса {{box}} был сплит: сдача только на первых двух картах',
  'surrender.card-count': {
    one: 'бокс {{box}} не может сдаться: у него {{count}} карта',
    few: 'бокс {{box}} не может сдаться: у него {{count}} карты',
    many: 'бокс {{box}} не может сдаться: у него {{count}} карт',
    other: 'бокс {{box}} не может сдаться: у него {{count}} карты',
  },
  'surrender.already-surrendered': 'бокс {{box}} уже сдался',
  'surrender.already-decided': 'бокс {{box}} уже принял решение',
  'surrender.blackjack': 'у бокса {{box}} блэкджек: сдаваться незачем',
  'surrender.against-ace': 'сдачи нет, когда у дилера открыт туз',
  'surrender.hand-with-ace': 'у бокса {{box}} есть туз: сдача только без туза',
  'surrender.total-not-allowed': 'бокс {{box}} не может сдаться на {{total}}: только на {{totals}}',

  // Insurance and even money.
  'insurance.no-stake': 'у игрока {{bettor}} нет ставки на боксе {{box}}, чтобы её страховать',
  'insurance.natural-not-insurable': 'у бокса {{box}} блэкджек, а его за этим столом не страхуют',
  'insurance.natural-take-even-money':
    'у бокса {{box}} блэкджек, а его за этим столом не страхуют: возьмите вместо этого выплату 1:1',
  'insurance.even-money-taken': 'бокс {{box}} взял выплату 1:1: он уже оплачен',
  'insurance.window-closed': 'страховка закрыта',
  'insurance.raise-not-insured':
    'игрок {{bettor}} не страховал бокс {{box}}: увеличить можно только страховку',
  'insurance.raise-before-double-or-split':
    'на боксе {{box}} не было ни удвоения, ни сплита: страховку можно увеличить только после них',
  'insurance.already-insured': 'игрок {{bettor}} уже застраховал бокс {{box}}',
  'insurance.exactly-half':
    'страховка здесь — ровно половина ставки: {{amount}} для игрока {{bettor}} на боксе {{box}}',
  'insurance.above-half': 'страховка не может быть больше половины ставки: не больше {{amount}}',
  'insurance.below-minimum': 'страховка должна быть не меньше {{min}} ({{share}} минимума стола)',
  'insurance.not-offered-now': 'страховку предлагают, когда у дилера открыт туз, сразу после раздачи',
  'insurance.no-window': 'страховка не открыта',
  'even-money.not-offered': 'за этим столом нет выплаты 1:1 за блэкджек',
  'even-money.no-blackjack': 'у бокса {{box}} нет блэкджека: выплата 1:1 — только за блэкджек',
  'even-money.already-taken': 'бокс {{box}} уже взял выплату 1:1',
  'even-money.insured': 'бокс {{box}} застрахован: выплата 1:1 заменяет страховку',
  'even-money.not-offered-now': 'выплату 1:1 предлагают, когда у дилера открыт туз, сразу после раздачи',

  // Misdealt cards.
  'misdeal.offer-open': 'ошибочно вытянутая карта уже предложена: сначала ответьте на предложение',
  'misdeal.no-card-this-round': 'ни одна карта этого раунда ещё не вытянута',
  'misdeal.decision-taken': 'последнюю карту уже нельзя забрать: после неё было принято решение',
  'misdeal.no-card': 'в этом раунде ещё не вытянута ни одна карта',
  'misdeal.already-burned': 'последняя карта, {{card}}, уже сожжена',
  'misdeal.already-on-offer': 'последняя карта, {{card}}, уже предложена',
  'offer.none': 'ошибочно вытянутая карта не предложена',
  'offer.other-box-first': 'карта {{card}} сейчас предложена боксу {{box}}: сначала отвечает бокс {{box}}',

  // Void rounds and the croupier's own keying corrections.
  'void.already-void': 'раунд {{round}} уже аннулирован',
  'void.no-bets': 'в раунде {{round}} нет ставок, чтобы его аннулировать',
  'fix.no-card-drawn': 'ещё не вытянута ни одна карта',
  'fix.round-settled':
    'раунд {{round}} рассчитан: дилер больше не может исправить его карты — это делает решение пит-босса (с PIN-кодом)',
  'fix.earlier-round':
    'ни одна карта раунда {{round}} не вытянута: карту прошлого раунда дилер не исправляет — это делает решение пит-босса (с PIN-кодом)',
  'fix.table-went-on':
    'последнюю карту уже нельзя исправить: после неё игра продолжилась (решение, отметка или ставка) — это делает решение пит-босса (с PIN-кодом)',
  'ruling.no-table': 'в журнале ещё нет стола',
  'ruling.no-such-round': 'в этом журнале нет раунда {{round}}',
  'ruling.not-a-card': 'позиция {{position}} — не карта, вытянутая из шуза',

  // A home session: its agreed rounds, then a new session.
  'session.over':
    'сессия окончена: сыграны все её раунды ({{rounds}}) — введите «new session», чтобы начать следующую (у каждого игрока снова фишек: {{chips}})',
  'session.none': 'за этим столом не играют домашние сессии: начинать нечего',
  'session.bets-on-table': 'на столе есть ставки: новая сессия начинается между раундами',
  'session.not-over': 'сессия не окончена: сыграно раундов {{played}} из {{rounds}}',
  'session.between-rounds': 'новая сессия начинается между раундами: {{phase}}',
  'shoe.no-simulator': 'этот стол читает настоящий шуз: симулятора шуза нет',
  'shoe.simulator-off': 'симулятор шуза выключен',
  'shoe.simulator-not-on': 'симулятор шуза не включён',
  'shoe.simulator-empty': 'симулятор шуза пуст: перетасуйте новый шуз',
  'fix.card-from-shoe':
    'последняя карта пришла от считывателя шуза, а не с клавиатуры: ошибку считывания исправляет пит-босс',

  // Alarms: what the croupier must see until the condition clears.
  'alarm.bad-frame': 'искажённый кадр от считывателя шуза отклонён ({{detail}}); никакая карта не засчитана',
  'alarm.conflict':
    'считыватель шуза дважды прислал кадр {{seq}} с разным содержимым: проверьте последние карты',
  'alarm.frames-lost': {
    one: 'от считывателя шуза потерян {{count}} кадр: проверьте сданные карты, введите недостающие и подтвердите («ok»)',
    few: 'от считывателя шуза потеряно {{count}} кадра: проверьте сданные карты, введите недостающие и подтвердите («ok»)',
    many: 'от считывателя шуза потеряно {{count}} кадров: проверьте сданные карты, введите недостающие и подтвердите («ok»)',
    other:
      'от считывателя шуза потеряно {{count}} кадра: проверьте сданные карты, введите недостающие и подтвердите («ok»)',
  },
  'alarm.reader-restarted':
    'считыватель шуза перезапустился: карты, считанные перед этим, могли потеряться — проверьте сданные карты, введите недостающие и подтвердите («ok»)',
  'alarm.card-refused': 'шуз сообщил карту {{card}}, но стол её не принял: {{refusal}}',
  'alarm.silent': 'считыватель шуза молчит: он включён и подключён?',
  'alarm.disconnected': 'считыватель шуза отключён ({{detail}}); идёт переподключение',
  'alarm.jam': 'шуз сообщает о застревании: освободите карту, прежде чем сдавать дальше',
  'alarm.cover-open': 'крышка шуза открыта',
  'alarm.empty': 'шуз пуст',
  'alarm.log-damaged': 'файл журнала стола повреждён ({{problem}}): вызовите пит-босса',
  'alarm.log-failed-audit':
    'журнал стола не прошёл проверку ({{problem}}): больше ничего не записывается; вызовите пит-босса',
  'log.failed-audit':
    'журнал не прошёл проверку ({{problem}}): ничего не записывается, пока его не проверит пит-босс',
  // PINs and logins: where an attempt came from, and what the lockout says.
  'from.machine': 'этой машины',
  'from.command-line': 'командной строки',
  'from.connection': 'этого подключения ({{address}})',
  'from.address': 'адреса {{address}}',
  'pin.not-set': 'PIN-код роли {{role}} на этом столе не задан: задайте его командой «sabot pin set»',
  'pin.wrong-badge': 'неверный PIN-код бейджа {{badge}}: {{action}} — отказано',
  'pin.wrong': 'неверный PIN-код роли {{role}}: {{action}} — отказано',
  'pin.locked':
    'PIN-коды роли {{role}} с {{from}} заблокированы до {{until}} после повторных неверных попыток: {{action}} — отказано',
  'pin.locked-summary': {
    one: 'ещё {{count}} попытка PIN-кода роли {{role}} с {{from}} отклонена во время блокировки',
    few: 'ещё {{count}} попытки PIN-кода роли {{role}} с {{from}} отклонены во время блокировки',
    many: 'ещё {{count}} попыток PIN-кода роли {{role}} с {{from}} отклонены во время блокировки',
    other: 'ещё {{count}} попытки PIN-кода роли {{role}} с {{from}} отклонены во время блокировки',
  },
  'access.login-first': 'сначала войдите: дилер, пит-босс или просмотр',
  'access.review-only': 'роль просмотра только читает стол и его журнал: {{op}} ей недоступно',
  'login.pin-needed': 'роль {{role}} входит по PIN-коду',
  'login.closed': 'этому серверу не дан PIN-код роли {{role}}: вход для роли {{role}} закрыт',
  'login.nonce-missing':
    'вход несёт nonce, которым сервер приветствовал своё подключение: эта панель старше сервера, перезагрузите страницу',
  'login.other-connection':
    'этот вход сделан для другого подключения и на этом отклонён: войдите снова с этого экрана',

  // The journal's own summaries, so a flood of refusals costs a row, not a row each.
  'journal.repeated': {
    one: 'ещё {{count}} отказ {{code}} от {{source}}',
    few: 'ещё {{count}} отказа {{code}} от {{source}}',
    many: 'ещё {{count}} отказов {{code}} от {{source}}',
    other: 'ещё {{count}} отказа {{code}} от {{source}}',
  },
  'journal.refused-before-login': {
    one: 'у подключения с адреса {{address}} до входа отклонён {{count}} запрос',
    few: 'у подключения с адреса {{address}} до входа отклонено {{count}} запроса',
    many: 'у подключения с адреса {{address}} до входа отклонено {{count}} запросов',
    other: 'у подключения с адреса {{address}} до входа отклонено {{count}} запроса',
  },
  'journal.before-login': {
    one: 'подключение с адреса {{address}} закрылось без входа: отклонён {{count}} запрос',
    few: 'подключение с адреса {{address}} закрылось без входа: отклонено {{count}} запроса',
    many: 'подключение с адреса {{address}} закрылось без входа: отклонено {{count}} запросов',
    other: 'подключение с адреса {{address}} закрылось без входа: отклонено {{count}} запроса',
  },
  'alarm.disk-full':
    'диск журнала заполнен: больше ничего нельзя записать; освободите место, и стол продолжит работу',
  'alarm.clock-back':
    'часы стола переведены назад: факт от {{at}} пришёл после факта от {{after}}; он записан как есть, позовите пит-босса, чтобы выставить часы',

  // The log cannot store what the table was asked: nothing of it was recorded.
  'log.disk-full':
    'не записано: диск журнала заполнен, больше ничего нельзя записать; освободите место, и стол продолжит работу',

  // The share of the table minimum an insurance must reach, as 'insurance.below-minimum' says it.
  'insurance.share-half': 'половина',
  'insurance.share-percent': '{{percent}}%',

  // The pit review's rulings.
  'ruling.needs-reason': 'у решения должна быть причина, словами, понятными при проверке',
  'ruling.action-void': 'аннулировать раунд {{round}}',
  'ruling.action-correct': 'исправить карту на позиции {{position}}',
  'ruling.action-note': 'записать решение по раунду {{round}}',
  'ruling.hole-card-down':
    'карта на позиции {{position}} — закрытая карта дилера, она ещё лежит рубашкой вверх: исправить её можно, когда дилер её откроет',

  // The burn box, the next card and key-in on the croupier's screen.
  'burned.bets-open': 'вынута, пока ставки открыты: ни одна рука не могла её взять',
  'burned.settled': 'вынута после расчёта раунда: ни одна рука не могла её взять',
  'burned.insurance': 'вынута во время страховки: ни одна рука не могла её взять',
  'burned.on-offer': 'вынута, пока предлагалась ошибочная карта: ни одна рука не могла её взять',
  'burned.unwanted': 'рука на ходу не могла её взять',
  'burned.marked': 'дилер отметил её как вынутую по ошибке',
  'burned.nobody-took': 'вынута по ошибке и предложена боксам: никто её не взял',
  'burned.recorded': 'сожжена: {{why}}',
  'next.bets-open': 'ставки открыты',
  'next.settled': 'раунд рассчитан',
  'next.insurance': 'идёт страховка',
  'next.offer': 'предлагается {{card}}',
  'next.dealer-stands': 'дилер стоит',
  'next.no-hand': 'ни одна рука не на ходу',
  'keyin.control-character':
    'введённая строка содержит управляющий символ ({{code}}), который журнал не хранит: введите её без него',
  'keyin.nothing': 'ничего не введено',
  'keyin.not-a-command':
    '«{{line}}» — не команда: введите карту, например AS или 10h, решение, например h или s, — «help» покажет все формы',
  'keyin.wrong-form': '«{{line}}» так не вводится: введите {{example}} — «help» покажет все формы',
  'keyin.amount': '«{{line}}»: {{value}} — не ставка; введите число больше 0, например {{example}}',
  'keyin.box': '«{{value}}» — не номер бокса: введите бокс от 1, например {{example}}',
  'keyin-form.card': 'карта из шуза (ранг, затем масть, в любом регистре)',
  'keyin-form.decisions': 'взять, стоп, сплит (рука на ходу)',
  'keyin-form.double': 'удвоение; удвоение на 5 (удвоение на меньшую сумму)',
  'keyin-form.surrender': 'сдача руки на ходу; сдача бокса 4 до его хода',
  'keyin-form.bet': 'ставка 10 на бокс 3 (для ann)',
  'keyin-form.deal': 'ставки закрыты, начинается раздача',
  'keyin-form.insurance': 'страховка 5 на бокс 2 (для ann)',
  'keyin-form.even-money': 'один к одному на боксе 2; страховка закрыта',
  'keyin-form.misdeal': 'последняя карта вынута по ошибке',
  'keyin-form.offer':
    'бокс 3 берёт ошибочную карту; передать её дальше (t и n отвечают за бокс, которого спрашивают)',
  'keyin-form.fix': 'последняя введённая карта (после неё ничего не вводили) введена с ошибкой: это была QH',
  'keyin-form.confirm': 'ни одна карта не потеряна (после тревоги о потерянных кадрах)',
  'keyin-form.shuffle': 'новый шуз',
  'keyin-form.seat': 'ann садится за бокс 2',
  'keyin-form.buy-in':
    'фишки проданы у бокса 2 на 200 за наличные (игроку ann); добавьте marker для маркера, confirm — чтобы записать сумму, о которой спросил стол, id — после проверки документа клиента (стол спрашивает, когда его наличные за день превышают порог отчёта)',
  'keyin-form.new-session': 'домашняя игра начинает следующую сессию (у всех снова фишки как в начале)',
  'keyin-form.moved': 'фишки по решению о раунде 11 перемещены (уведомление исчезает)',
  'keyin-form.help': 'этот список форм',
  'hint.basic-strategy': 'базовая стратегия: {{choice}} — {{hand}} против {{upcard}}',
  'hint.double-suggested': 'дилер предлагает удвоение — {{hand}} против {{upcard}}',
  'hint.hand-pair': '{{pair}}',
  'hint.hand-soft': 'мягкие {{total}}',
  'hint.hand-hard': '{{total}}',
  'hint.upcard': '{{value}}',
  'hint.upcard-an': '{{value}}',
  'hint.upcard-ace': 'туза',
  'choice.hit': 'взять карту',
  'choice.stand': 'стоп',
  'choice.double': 'удвоение',
  'choice.split': 'сплит',
  'choice.surrender': 'сдача',

  // The croupier's screen: the dealer's banner.
  'dealer.total-hard': '{{total}}',
  'dealer.total-soft': 'мягкие {{total}}',
  'dealer.draw': '{{total}} — БЕРЁТ',
  'dealer.stand': '{{total}} — ХВАТИТ',
  'dealer.bust': '{{total}} — ПЕРЕБОР',
  'dealer.blackjack': 'БЛЭКДЖЕК',
  // The dealer's drawing rule, as every command and screen states it.
  'dealer-rule.hits-soft-seventeen': 'дилер берёт на мягких 17 (H17)',
  'dealer-rule.stands-on-soft-seventeen': 'дилер стоит на мягких 17 (S17)',
  'dealer-rule.draws-soft':
    'дилер берёт ниже {{total}} и на мягких {{total}}, стоит на жёстких {{total}} и больше',
  'dealer-rule.draws': 'дилер берёт ниже {{total}} и стоит на {{total}} и больше',
  // The table's books (table accounting).
  'books.table-closed':
    'стол закрыт: ни ставок, ни сдачи, пока пит-босс снова не откроет его с пересчётом фишек',
  'books.already-open': 'стол уже открыт: пересчитайте фишки при закрытии, прежде чем открывать снова',
  'books.not-open': 'стол не открыт: сначала пит-босс открывает его с пересчётом фишек',
  'books.buy-in-not-open':
    'фишки продаются только за открытым столом: сначала пит-босс открывает его с пересчётом фишек',
  'books.round-in-play': 'идёт раунд: фишки в лотке считают между раундами, когда раунд рассчитан',
  'books.signature-missing': 'эта запись требует подписи: {{signer}}',
  'signer.croupier': 'дилер',
  'signer.supervisor': 'супервайзер',
  'signer.cashier': 'кассир',
  'signer.runner': 'курьер',
  'signer.surveillance': 'сотрудник службы наблюдения',
  'signer.manager': 'менеджер',
  'signer.counter': 'сотрудник счётной комнаты',
  'signer.compliance': 'сотрудник комплаенса',
  'staff.badge-form': '«{{badge}}» — не номер бейджа: буквы, цифры и дефисы, не больше 16, как на бейдже',
  'staff.badge-taken':
    'бейдж {{badge}} уже принадлежит {{name}}: бейдж навсегда закреплён за одним человеком (отключите его и выдайте новый)',
  'staff.unknown-badge': 'бейджа {{badge}} нет в реестре персонала',
  'staff.disabled': 'бейдж {{badge}} ({{name}}) отключён: им нельзя ни подписывать, ни входить',
  'staff.already-disabled': 'бейдж {{badge}} ({{name}}) уже отключён',
  'staff.name-form': 'нужно имя сотрудника, не длиннее {{max}} символов',
  'staff.unknown-role': 'роли «{{role}}» нет: роли — {{roles}}',
  'staff.no-role': 'у сотрудника должна быть хотя бы одна роль',
  'staff.first-is-manager': 'реестр персонала пуст: первым вносится менеджер, и вносит себя сам',
  'staff.not-a-manager': 'бейдж {{badge}} — не менеджер: реестр персонала меняет только менеджер',
  'staff.last-manager': 'бейдж {{badge}} — последний действующий менеджер: сначала внесите другого менеджера',
  'staff.needs-reason': 'укажите, почему бейдж отключается',
  'staff.lacks-role': 'у бейджа {{badge}} ({{name}}) нет роли «{{role}}»',
  'staff.sign-in-instead':
    'у этого стола есть реестр персонала: {{name}} встаёт за стол, войдя со своим бейджем и PIN-кодом, а не по имени',
  'staff.no-pin': 'у бейджа {{badge}} ({{name}}) ещё нет PIN: задайте его командой sabot staff pin',
  'staff.one-person-two-roles':
    'бейдж {{badge}} не может подписать и как {{first}}, и как {{second}}: две роли в одном документе — это два человека',
  'staff.register-off':
    'у этого стола ещё нет реестра персонала: внесите первого менеджера командой sabot staff add',
  'staff.not-on-duty': 'бейдж {{badge}} — не дежурный крупье этого стола',
  'staff.already-on-duty': '{{name}} (бейдж {{badge}}) уже сдаёт за этим столом',
  'staff.no-croupier': 'крупье не вошёл: крупье входит по своему бейджу до ставок',
  'staff.needs-pin':
    'реестр персонала и дежурный крупье меняются только с PIN-кодом того, кого это касается: менеджер — командой sabot staff, крупье — входя по своему бейджу',
  'books.chip-not-in-set': 'у этого стола нет фишки {{chip}}: его фишки {{chips}}',
  'books.chip-spelling':
    'пишите фишку {{value}} как {{value}}, а не «{{chip}}»: каждый номинал считается один раз, в единственном написании',
  'books.chip-count': '{{count}} — не количество фишек {{chip}}: количество — целое число от 0 до {{max}}',
  'books.no-chips': 'пополнение или возврат переносит хотя бы одну фишку',
  'books.fill-slip-form': '{{slip}} — не номер квитанции пополнения: они пишутся F-0001',
  'books.credit-slip-form': '{{slip}} — не номер квитанции возврата: они пишутся C-0001',
  'books.slip-reused': 'квитанция {{slip}} уже записана: следующая квитанция {{expected}}',
  'books.slip-out-of-sequence':
    'квитанция {{slip}} не по порядку: следующая квитанция {{expected}} (испорченный бланк аннулируют, чтобы использовать его номер)',
  'books.slip-too-wide':
    'в номере квитанции {{slip}} слишком много цифр, чтобы начать серию: в первой квитанции не больше {{digits}} цифр, чтобы за ней могли следовать следующие',
  'books.slip-already-void': 'квитанция {{slip}} уже аннулирована',
  'books.no-such-slip': 'квитанции {{slip}} нет: квитанции пополнения пишутся F-0001, возврата C-0001',
  'books.void-unknown-slip':
    'квитанция {{slip}} не записана: аннулируют записанную квитанцию или следующий бланк её серии ({{expected}})',
  'books.limits-order': 'минимум стола выше его максимума',
  'books.croupier-on-duty': '{{name}} уже дилер на смене',
  // A log that cannot be used, and the folder or file that is why.
  'log.no-file-named': 'файл журнала не указан',
  'log.missing': '{{path}} не существует: проверьте имя журнала',
  'log.is-a-folder': '{{path}} — папка, а не файл журнала',
  'log.not-a-regular-file': '{{path}} — не обычный файл: журнал — это файл',
  'log.cannot-write': '{{path}} нельзя открыть для записи: {{why}}',
  'log.cannot-write-detail': '{{path}} нельзя открыть для записи ({{detail}})',
  'log.cannot-read': '{{path}} нельзя открыть: {{detail}}',
  'log.not-a-database': '{{path}} — не журнал Sabot (файл не является базой данных)',
  'log.foreign-database':
    '{{path}} — не журнал Sabot (это база данных другой программы, с таблицами {{tables}})',
  'log.damaged':
    '{{path}} повреждён (SQLite нашёл повреждение): сохраните файл для экспертизы и восстановите журнал из последней проверенной копии',
  'log.damaged-detail':
    '{{path}} повреждён ({{detail}}): сохраните файл для экспертизы и восстановите журнал из последней проверенной копии',
  'log.busy': '{{path}} занят другой программой; закройте её и попробуйте снова',
  'log.open-disk-full': 'диск с {{path}} заполнен; больше ничего нельзя записать',
  'log.disk-failed': 'диск с {{path}} не смог прочитать или записать ({{code}})',
  'log.no-wal': '{{path}} нельзя использовать: его диск не поддерживает журнал упреждающей записи (WAL)',
  'log.newer-sabot':
    'эта база записана более новой версией Sabot: миграция {{label}} здесь неизвестна; откройте её той версией',
  'log.migration-missing':
    'миграция {{label}} ({{name}}) записана в этой базе, но её файла нет в этой версии Sabot',
  'log.migration-changed':
    'миграция {{label}} ({{name}}), применённая к этой базе, отличается от {{file}}: выпущенную миграцию никогда не изменяют (записанная сумма {{recorded}}, файл {{found}})',
  'log.no-table-yet': 'в {{path}} ещё нет стола: укажите его профиль, чтобы открыть',
  'log.other-profile': '{{path}} — журнал стола {{held}}, а не {{asked}}',
  'log.cannot-start':
    'стол не может начать работу на {{path}}: {{problem}}; ничего не записывается, пока пит-босс не проверит журнал (sabot verify --db {{path}})',
  'log.head-mismatch': '{{problem}}; больше ничего не записывается, пока пит-босс не проверит журнал',
  'log.not-a-head': 'файл головы цепочки {{path}} не является головой цепочки ({{why}})',
  'folder.is-a-file': '{{path}} — файл, а не папка',
  'folder.missing': 'папки {{path}} не существует',
  'folder.cannot-be-made': '{{path}} нельзя создать: {{why}}',
  'folder.not-writable': 'в папку {{path}} нельзя писать ({{why}})',
  'folder.why-forbidden': 'этому пользователю туда писать нельзя',
  'folder.why-read-only': 'её диск только для чтения',
  'folder.why-file-in-path': 'часть пути — файл, а не папка',
  'folder.why-missing': 'папки не существует',
  'folder.why-disk-full': 'диск заполнен',
  'folder.why-permission': 'доступ запрещён',
  'folder.why-file-forbidden': 'этому пользователю нельзя читать и писать этот файл',
  'lease.holder': 'живой стол процесса {{pid}} на хосте {{host}}, с {{since}}',
  'lease.holder-opening': 'другой живой стол (он открывается)',
  'lease.taken': '{{path}} уже открыт: {{holder}}; у одного журнала один живой стол; сначала закройте тот',
  'lease.taken-remote':
    '{{path}} уже открыт: {{holder}}; у одного журнала один живой стол; сначала закройте тот; когда он точно закрыт, удалите {{holderPath}}',
  // rule meanings: a table Sabot does not ship.
  'profile.unknown':
    'нет профиля правил «{{id}}»: есть столы {{known}} (или загрузите свой через --rules ФАЙЛ)',
  // rule meanings: the faults of a profile file, each field by its dotted path.
  'profile.not-json': '{{origin}} — некорректный JSON: {{detail}}',
  'profile.invalid': '{{origin}} — некорректный профиль правил:{{faults}}',
  'profile.fault': '\n  - {{field}}: {{why}}{{more}}',
  'profile.whole': '(весь профиль)',
  'profile.one-of': 'должно быть одним из {{values}}',
  'profile.unknown-field': 'неизвестное поле {{fields}}',
  'profile.unknown-fields': 'неизвестные поля {{fields}}',
  'profile.missing': 'отсутствует (нужно: {{expected}})',
  'profile.at-most': 'должно быть не больше {{limit}}',
  'profile.below': 'должно быть меньше {{limit}}',
  'profile.at-least': 'должно быть не меньше {{limit}}',
  'profile.above': 'должно быть больше {{limit}}',
  'profile.id-form': 'используйте строчные латинские буквы, цифры и дефисы, например «classic-6d»',
  'profile.above-boxes': 'должно быть не больше table.boxes ({{boxes}})',
  'profile.above-box-total': 'должно быть не больше table.maxBoxTotal ({{max}})',
  'profile.peek-upcards':
    'стол с проверкой называет открытые карты, при которых дилер проверяет: "A", "10" или обе',
  'profile.shipped-id':
    'это идентификатор стола, поставляемого с Sabot ({{shipped}}): дайте своему столу собственный идентификатор',
  'profile.shipped-name':
    'это название стола, поставляемого с Sabot ({{shipped}}): дайте своему столу собственное название',
  'profile.split-hands':
    'должно быть не больше {{limit}}: на боксе нет места для большего числа рук (null — без ограничения)',
  'profile.other': '{{detail}}',
  // live books
  'books.action-table-open': 'записать открытие стола',
  'books.action-table-close': 'записать закрытие стола',
  'books.action-fill': 'записать квитанцию пополнения {{slip}}',
  'books.action-credit': 'записать квитанцию возврата {{slip}}',
  'books.action-slip-void': 'аннулировать квитанцию {{slip}}',
  'books.action-limits': 'изменить лимиты на {{min}}–{{max}}',
  'books.action-croupier': 'поставить на смену дилера {{name}}',
  'books.buy-in-confirm':
    'покупка фишек на {{amount}} больше максимума стола ({{max}}) более чем в {{times}} раз: проверьте сумму; если она верна, запишите её снова с подтверждением',
  'books.action-buy-in-void': 'аннулировать покупку фишек № {{buyIn}}',
  'books.no-such-buy-in':
    'покупки фишек № {{buyIn}} нет: за столом записано покупок: {{sold}}, нумерация с 1',
  'books.buy-in-already-void': 'покупка фишек № {{buyIn}} уже аннулирована',
  'adjustment.none-owed': 'по раунду {{round}} нет решения, ожидающего перемещения фишек',
  'books.needs-pins':
    '{{action}}: это записывает пит-босс с PIN-кодами (своим и дилера), на экране учёта или командой sabot books',
  'books.needs-pit-boss-pin':
    '{{action}}: это делает пит-босс со своим PIN-кодом, на экране учёта или командой sabot books',
  'books.croupier-unnamed':
    'на смене нет дилера, чтобы подписать ({{action}}): назовите подписывающего дилера',
  'pin.croupier-not-set':
    'PIN-код дилера на этом столе не задан: задайте его командой «sabot pin set --role croupier»',
  'access.compliance-only':
    'вход сотрудника комплаенса открывает только учёт наличных, а не {{op}}: для зала войдите как пит-босс или наблюдение',
  'access.not-compliance': '{{op}} доступно только сотруднику комплаенса: войдите как сотрудник комплаенса',
  'access.pit-boss-only': '{{op}} доступно только вошедшему пит-боссу: войдите как пит-босс',
  // Setting a PIN.
  'pin.form': 'PIN-код — от 4 до 12 цифр',
  // Работа с реестром персонала.
  'staff.register-on':
    'у этого стола уже есть реестр персонала: менеджер вносит сотрудников с их собственным PIN-кодом',
  'staff.center-register-on':
    'у зала уже есть реестр персонала в центре: менеджер вносит сотрудников с их собственным PIN-кодом (--by его бейдж)',
  'staff.follows-center': 'этот стол следует реестру персонала зала в центре: меняйте реестр там, с --pg',
  'staff.action-enrol': 'внести бейдж {{badge}} в реестр',
  'staff.action-roles': 'изменить роли бейджа {{badge}}',
  'staff.action-disable': 'отключить бейдж {{badge}}',
  'staff.action-pin': 'задать PIN-код бейджа {{badge}}',
  'staff.action-needs-pin': '{{action}}: нужен PIN-код того, кто это делает',
  'staff.action-sign-in': 'встать за стол',
  'staff.action-sign-out': 'уйти со стола',
  'pin.personal':
    'у этого стола есть реестр персонала: у каждого свой PIN-код, он задаётся командой sabot staff pin --badge N',
  'pin.already-set': 'PIN-код роли {{role}} уже задан: чтобы сменить его, введите текущий',
  'pin.action-change': 'смена PIN-кода',
  // Центральное хранилище зала.
  'pit.center-down': 'центральная база {{center}} недоступна ({{detail}})',
  'pit.center-unreachable':
    'центральная база {{center}} недоступна ({{detail}}): стол продолжает игру и отправит журнал, когда она вернётся',
  'pit.ship-refused': 'центральная база отклонила журнал стола {{table}}: {{why}}',
  'pit.table-not-admitted':
    'стол {{table}} не допущен в пит: питбосс допускает его командой sabot pit admit --table {{table}}',
  'pit.table-log-elsewhere': 'этот журнал уже отправляется в пит как стол {{other}}: один журнал — один стол',
  'pit.table-other-log': 'другой журнал уже отправляется в пит как стол {{table}}: этот журнал не его',
  'pit.table-no-key': 'у журнала ещё нет ключа стола: запустите стол один раз этой версией Sabot',
  'pit.chain-differs-from-stored':
    'факт в позиции {{position}} стола {{table}} не совпадает с уже сохранённым в центре (изменён или переписан)',
  'pit.chain-breaks-chain':
    'факт в позиции {{position}} стола {{table}} не продолжает цепочку последнего сохранённого в центре',
  'pit.chain-hash-mismatch': 'факт в позиции {{position}} стола {{table}} не совпадает со своим хешем',
  'pit.chain-gap': 'стол {{table}} пропустил позицию {{position}}: факты должны идти без пропусков',
  'pit.chain-shorter':
    'у стола {{table}} меньше фактов, чем сохранено в центре: его журнал обрезан или переписан с позиции {{position}}',
  'pit.chain-not-a-fact':
    'факт в позиции {{position}} стола {{table}} не является фактом, который Sabot может прочитать: его содержимое не то, что пишет стол',
  'pit.table-left-out': 'стол {{table}} не учтён: {{why}}',
  'pit.table-id':
    '{{id}} не годится как имя стола в центре: буквы, цифры, точки, дефисы и подчёркивания, не больше 64',
  'pit.lag':
    'стол {{table}} молчит с {{since}}: при последней связи {{behind}} фактов ждали отправки (сколько ждут сейчас, показывает заголовок самого стола)',
  'pit.journal-differs':
    'запись журнала {{journal}} в позиции {{position}} стола {{table}} не совпадает с уже сохранённой в центре',
  'pit.no-answer': 'нет ответа за {{seconds}} с',
  'pit.journal-altered':
    'запись журнала {{journal}} в позиции {{position}} стола {{table}} не совпадает со своей печатью: она изменена или выдумана',
  'pit.journal-breaks':
    'запись журнала {{journal}} в позиции {{position}} стола {{table}} не следует за предыдущей',
  'pit.journal-ahead':
    'центр хранит записи журнала {{journal}} стола {{table}} начиная с позиции {{position}}, которых стол не писал',
  'pit.journal-unshippable':
    'запись журнала {{journal}} в позиции {{position}} стола {{table}} не может быть сохранена в центре ({{detail}}): остальное отправляется',
  // Сервер пита: тревоги столов на плане зала, входы и подтверждения.
  'pit.round-alarm':
    'стол {{table}}: в раунде {{round}} тревога (неверно прочитанная карта, сбой считывателя или отклонённая карта)',
  'pit.opener-differs':
    'стол {{table}} открыт с {{opener}} в лотке, а при последнем закрытии было {{closer}}',
  'pit.no-pin':
    'PIN для роли {{role}} в центре не задан: задайте его командой sabot pit pin set --role {{role}}',
  'pit.no-such-alarm': 'в центре нет тревоги {{alarm}}',
  'pit.already-acknowledged': 'тревога {{alarm}} уже подтверждена: {{operator}}',
  'pit.no-such-table': 'в центре нет стола {{table}}',
  'pit.login-action': 'вход в пит',
  'pit.admit-action': 'допуск столов в пит',
  'pit.pin-review-changes-own':
    'PIN роли review меняет только собственный PIN: для PIN роли {{role}} нужен её текущий PIN',
  'pit.pin-changes-bounded':
    'PIN роли {{role}} меняли или пробовали {{count}} раз за последние десять минут: подождите, прежде чем менять его снова',
  'pit.pin-same-as-other': 'этот PIN уже открывает роль пита {{other}}: у роли {{role}} должен быть свой PIN',
  'pit.review-read-only':
    'обзор пита читает центральную копию стола {{table}}: решения и исправления делаются за столом',
  // Проверка журнала (sabot verify, проверка при запуске, проверка в разборе раундов).
  'book.journal': 'журнал отказов',
  'book.device-journal': 'журнал устройства',
  'book.pins': 'таблица PIN-кодов',
  'verify.no-log': 'журнала {{path}} нет, или его нельзя прочитать',
  'verify.damaged': '{{path}} повреждён: {{detail}}',
  'verify.not-a-log': '{{path}} — не журнал Sabot (в нём нет таблиц журнала)',
  'verify.unsealed':
    '{{book}} этого журнала ещё не запечатан (его писала старая версия Sabot): откройте журнал один раз этой версией, она его запечатает, и проверьте снова',
  'verify.guard-missing': 'нет защиты от изменений {{guard}}: журнал могли изменить на месте',
  'verify.position-missing': 'нет позиции {{expected}}: факты перескакивают с {{before}} на {{found}}',
  'verify.event-altered':
    'факт в позиции {{position}} изменён после записи (его хеш не совпадает с содержимым)',
  'verify.chain-breaks':
    'цепочка рвётся в позиции {{position}}: она не продолжает факт в позиции {{before}}, который переписан, или между ними вставлен факт',
  'verify.round-skips':
    'раунд {{round}} перескакивает со своего факта {{last}} на {{next}} в позиции {{position}}',
  'verify.head-missing':
    'файла головы цепочки {{path}} нет, хотя в журнале {{count}} фактов: полноту журнала нельзя доказать',
  'verify.head-differs':
    'факт в позиции {{position}} не тот, что записан в файле головы цепочки: журнал переписан с этого места или раньше',
  'verify.lost-tail': {
    one: 'журнал обрезан после позиции {{last}}: файл головы цепочки записал позицию {{head}}, значит {{count}} факт после позиции {{last}} потерян (удалён файл -wal рядом с журналом или файл обрезан?)',
    few: 'журнал обрезан после позиции {{last}}: файл головы цепочки записал позицию {{head}}, значит {{count}} факта после позиции {{last}} потеряны (удалён файл -wal рядом с журналом или файл обрезан?)',
    many: 'журнал обрезан после позиции {{last}}: файл головы цепочки записал позицию {{head}}, значит {{count}} фактов после позиции {{last}} потеряны (удалён файл -wal рядом с журналом или файл обрезан?)',
    other:
      'журнал обрезан после позиции {{last}}: файл головы цепочки записал позицию {{head}}, значит {{count}} факта после позиции {{last}} потеряны (удалён файл -wal рядом с журналом или файл обрезан?)',
  },
  'verify.unwitnessed': {
    one: 'в журнале {{count}} факт после файла головы цепочки (позиция {{head}}, журнал доходит до {{last}}): он добавлен без записи головы — сбой или полный диск в тот момент, или вручную; старший по залу сверяет его со столом, прежде чем голова будет записана снова',
    few: 'в журнале {{count}} факта после файла головы цепочки (позиция {{head}}, журнал доходит до {{last}}): они добавлены без записи головы — сбой или полный диск в тот момент, или вручную; старший по залу сверяет их со столом, прежде чем голова будет записана снова',
    many: 'в журнале {{count}} фактов после файла головы цепочки (позиция {{head}}, журнал доходит до {{last}}): они добавлены без записи головы — сбой или полный диск в тот момент, или вручную; старший по залу сверяет их со столом, прежде чем голова будет записана снова',
    other:
      'в журнале {{count}} факта после файла головы цепочки (позиция {{head}}, журнал доходит до {{last}}): они добавлены без записи головы — сбой или полный диск в тот момент, или вручную; старший по залу сверяет их со столом, прежде чем голова будет записана снова',
  },
  'verify.book-entry-erased':
    'записи {{position}} ({{book}}), которую записал файл головы, нет: записи стёрты с конца',
  'verify.book-entry-differs':
    'запись {{position}} ({{book}}) не та, что записана в файле головы: переписано с этого места или раньше',
  'verify.book-entry-missing':
    'нет записи {{expected}} ({{book}}): записи перескакивают с {{before}} на {{found}}',
  'verify.book-entry-altered':
    'запись {{position}} ({{book}}) изменена или вставлена после записи (её печать не совпадает с содержимым)',
  'verify.book-breaks':
    '{{book}} рвётся на записи {{position}}: она не продолжает запись {{before}}, которая переписана или удалена',
  'verify.pin-unproven': '{{problem}}',
  'verify.differs-from-verified':
    'факт в позиции {{position}} не тот, что был проверен {{at}}: журнал переписан с этого места или раньше',
  'backup.nothing-copied': '{{problem}} (ничего не скопировано)',
  'backup.no-file': 'не указан файл для резервной копии',
  'backup.exists': '{{path}} уже существует: резервная копия никогда не перезаписывает файл',
  'backup.failed': 'резервное копирование в {{path}} не удалось: {{detail}}',
  'verify.at-position': 'в позиции {{position}}: {{problem}}',
  'verify.could-not-run': 'проверку не удалось провести: {{detail}}',
  // The last English (shoe-sim, server bodies, profile names, profile faults).
  'http.wrong-name': 'этот сервер не отвечает на это имя',
  'http.read-with-get': 'панель открывается запросом GET',
  'http.not-found': 'не найдено',
  'http.not-built': 'панель не собрана (нет {{index}}): выполните «npm run build»',
  'http.file-failed': 'сервер не смог отправить этот файл; причина — в выводе сервера',
  'http.socket-path': 'соединение этого сервера — {{path}}',
  'http.foreign-origin': 'подключиться может только панель, открытая с адреса самого сервера',
  'http.other-window': 'этот стол отвечает только окну, которое его запустило',
  'socket.internal-error': 'внутренняя ошибка: {{op}} не выполнено; причина — в выводе сервера',
  'profile.expected-received': 'должно быть: {{expected}}, получено: {{received}}',
  'profile.type-number': 'число',
  'profile.type-boolean': 'логическое значение',
  'profile.type-string': 'строка',
  'profile.type-object': 'объект',
  'profile.type-array': 'список',
  'profile.type-null': 'null (ничего)',
  'card-script.line': '{{origin}}, строка {{line}}: {{why}}',
  'card-script.empty': '{{origin}}: нет ни одной карты',
  'card-script.the-script': 'сценарий карт',
  'simulator.cannot-open': 'имитатор считывателя не может открыть {{path}}: {{detail}}',
  // Отправка живого стола в центр.
  'pit.ship-failed':
    'отправка в центральную базу {{center}} не удалась ({{detail}}): стол продолжает игру и повторит попытку',
  // The shoe reader's port.
  'reader.port-missing':
    'порта {{path}} считывателя шуза нет (считыватель отключён или выключен?); попытки продолжаются',
  'reader.port-denied':
    'Sabot не может открыть порт {{path}} считывателя шуза: доступ запрещён (пользователь, от имени которого работает Sabot, должен входить в группу dialout); попытки продолжаются',
  'reader.port-busy':
    'порт {{path}} считывателя шуза занят другой программой (другой Sabot или терминальная программа?); попытки продолжаются',
  'reader.not-serial': '{{path}} — не последовательный порт; проверьте, какой порт задан для считывателя',
  'reader.cannot-open': 'порт {{path}} считывателя шуза не открывается ({{reason}}); попытки продолжаются',
  'reader.line-down':
    'считыватель шуза на {{path}} пропал с линии: отключён, выключен или перебит кабель; идёт переподключение',
  'reader.line-down-because':
    'считыватель шуза на {{path}} пропал с линии: отключён, выключен или перебит кабель ({{reason}}); идёт переподключение',
  'reader.port-gone':
    'считыватель шуза на {{path}} пропал с линии: отключён, выключен или перебит кабель (его порт исчез); идёт переподключение',
  'reader.silent': 'считыватель шуза молчит уже {{seconds}} с: проверьте, что он включён и кабель подключён',
  'reader.unreadable': {
    one: 'от считывателя шуза нет ни одного верного кадра уже {{seconds}} с, только {{count}} нечитаемый байт: проверьте кабель и скорость (бод) считывателя',
    few: 'от считывателя шуза нет ни одного верного кадра уже {{seconds}} с, только {{count}} нечитаемых байта: проверьте кабель и скорость (бод) считывателя',
    many: 'от считывателя шуза нет ни одного верного кадра уже {{seconds}} с, только {{count}} нечитаемых байтов: проверьте кабель и скорость (бод) считывателя',
    other:
      'от считывателя шуза нет ни одного верного кадра уже {{seconds}} с, только {{count}} нечитаемого байта: проверьте кабель и скорость (бод) считывателя',
  },
  // The PIN table.
  'pin.forged':
    'PIN-код роли {{role}} в строке {{position}} таблицы PIN-кодов задан не через Sabot ({{why}}): его внесли вручную',
  'pin.forged-no-entry': 'ни одна запечатанная запись журнала его не называет',
  'pin.forged-seal': 'его печать не совпадает',
  'pin.forged-refused': '{{problem}}; {{action}} — отказано, пока пит-босс не проверит журнал',
  // The socket's answers to frames that are no request.
  'request.binary': 'здесь читаются только текстовые кадры JSON',
  'request.not-json': 'запрос — это текст JSON: объект с полями id, op и payload',
  'request.not-envelope': 'запрос — это объект с полями id, op и payload',
  'request.unknown-operation': 'операции «{{op}}» нет',
  'request.invalid': 'запрос {{op}} недопустим ({{detail}})',
  'request.busy':
    'у этого экрана уже {{waiting}} отчётов в ожидании: {{op}} сейчас не принят, запросите снова, когда на них будет ответ',
  // Карта, названная по месту: раунд, рука (как её называет отчёт о раунде), место карты в руке.
  'ruling.hand-dealer': 'рука дилера',
  'ruling.hand-box': 'бокс {{box}}',
  'ruling.hand-split': 'бокс {{box}}.{{hand}}',
  'ruling.action-correct-at': 'исправить карту {{card}}: {{hand}}, раунд {{round}}',
  'ruling.no-such-box': 'в раунде {{round}} нет ставки на боксе {{box}} (сыгранные боксы: {{boxes}})',
  'ruling.box-was-split':
    'бокс {{box}} в раунде {{round}} был разделён: назовите одну из его рук ({{hands}}), от {{box}}.1 до {{box}}.{{hands}}',
  'ruling.box-not-split': 'бокс {{box}} в раунде {{round}} не делился: назовите его {{box}}',
  'ruling.no-such-hand':
    'у бокса {{box}} в раунде {{round}} нет руки {{box}}.{{hand}}: его руки — от {{box}}.1 до {{box}}.{{hands}}',
  'ruling.no-such-card': 'в раунде {{round}} у руки «{{hand}}» нет карты {{card}}; её карты: {{held}}',
  'ruling.hole-card-down-now':
    'вторая карта дилера в раунде {{round}} — закрытая карта, она ещё лежит рубашкой вверх: исправить её можно, когда дилер её откроет',
  'held.nothing-to-confirm': 'ни одна карта не задержана: подтверждать нечего',
  // The simulated reader's line.
  'simulator.pty-dir': 'не удалось создать каталог {{dir}} для псевдотерминалов: {{detail}}',
  'simulator.socat-slow': 'socat не открыл псевдотерминалы за 5 с: {{said}}',
  'simulator.socat-missing': 'socat не установлен: apt-get install socat',
  'simulator.socat-failed': 'не удалось запустить socat: {{detail}}',
  'simulator.socat-stopped': 'socat остановился ({{how}}) раньше, чем псевдотерминалы были готовы: {{said}}',
  'simulator.socat-said-nothing': '(socat ничего не сообщил)',
  'simulator.not-open': 'писать некуда: порт {{path}} имитатора считывателя не открыт',
  'simulator.write-failed': 'запись в {{path}} не удалась: {{detail}}',
  'simulator.no-return': 'имитатор считывателя не смог вернуться на линию: {{why}}',
  'simulator.fault-share': '{{name}} — доля кадров от 0 до 1, а не {{rate}}',
  'simulator.fault-shares-sum': 'искажённых и потерянных кадров вместе не может быть больше, чем всех кадров',
  'simulator.fault-duration': '{{name}} — длительность в мс, а не {{ms}}',
  'simulator.penetration': 'место подрезной карты — доля шуза от 0 до 1, а не {{penetration}}',
  'simulator.decks': 'в шузе от 1 до 8 колод, а не {{decks}}',
  // A refused frame from the shoe reader.
  'frame.cut-off': 'кадр оборван: новый кадр начался до конца предыдущего',
  'frame.too-long': 'кадр длиннее {{max}} байт',
  'frame.noise': 'байты вне кадра (помехи на линии?)',
  'frame.no-checksum': 'нет контрольной суммы: кадр заканчивается на *XXXX и CR LF',
  'frame.not-printable': 'байт {{byte}} не печатный символ ASCII',
  'frame.bad-checksum': 'неверная контрольная сумма {{text}} (байты кадра дают {{expected}})',
  'frame.unknown-protocol': 'неизвестный протокол «{{protocol}}» (ожидается SBT1)',
  'frame.bad-sequence': 'порядковый номер «{{seq}}» не от 0 до 65535',
  'frame.unknown-card': 'неизвестная карта «{{card}}» в кадре карты',
  'frame.unknown-status': 'неизвестное состояние «{{status}}»',
  'frame.heartbeat-fields': 'кадр присутствия не несёт полей',
  'frame.hello-fields': 'кадр приветствия несёт производителя, модель и прошивку',
  'frame.unknown-kind': 'неизвестный тип кадра «{{kind}}»',
  'frame.decoder-failed': 'декодер {{codec}} не смог разобрать эти байты (ошибка Sabot): {{detail}}',
  'pit.protection-count-betting':
    'стол {{table}}: ставки {{player}} следуют за счётом (r {{r}} за {{rounds}} раундов, p {{p}})',
  'pit.protection-count-deviations':
    'стол {{table}}: {{player}} отступает от базовой стратегии на стороне индекса счёта ({{observed}} из {{trials}}, случайно {{expected}}, p {{p}})',
  'pit.protection-hole-card':
    'стол {{table}}: {{player}} играет так, будто видит закрытую карту ({{observed}} из {{trials}} отклонений верны, случайно {{expected}}, p {{p}})',
  'pit.protection-croupier':
    'стол {{table}}: крупье {{croupier}} выделяется по показателям {{rates}} за {{rounds}} раундов',
  'count.sheet-unreadable': 'счётный лист — не CSV-файл, который Sabot может прочитать: {{problem}}',
  'count.sheet-empty': 'в счётном листе нет ни одной строки подсчёта',
  'count.sheet-columns': 'в счётном листе нет столбцов {{missing}}: строка заголовка должна быть {{columns}}',
  'count.sheet-line': 'строка {{line}} счётного листа: {{problem}}; из листа ничего не записано',
  'count.repeated': 'у ящика {{box}} этот вид и номинал уже есть в одной из строк выше',
  'count.bad-day': '«{{day}}» — не игровой день (ГГГГ-ММ-ДД)',
  'count.bad-table': '«{{value}}» — не название стола (от 1 до 40 букв, цифр, пробелов, . _ - / #)',
  'count.bad-box': '«{{value}}» — не номер дроп-бокса (от 1 до 40 букв, цифр, пробелов, . _ - / #)',
  'count.bad-kind': '«{{kind}}» — не вид строки подсчёта: {{kinds}}',
  'count.bad-quantity': '«{{quantity}}» — не количество (целое число от 1)',
  'count.amount-needed': 'строка {{kind}} считается по сумме: сумма не указана',
  'count.amount-differs': 'сумма {{amount}} не равна {{quantity}} × {{denomination}} = {{total}}',
  'count.bad-amount': '«{{amount}}» — не сумма в единицах стола (больше 0, с точностью до сотых)',
  'count.already-counted':
    'ящик {{box}} стола {{table}} за {{day}} уже подсчитан: при пересчёте укажите причину (--recount ПРИЧИНА); из листа ничего не записано',
  'count.nothing-to-recount':
    'ящик {{box}} стола {{table}} за {{day}} ещё не подсчитывался: заменять нечего; из листа ничего не записано',
  'count.recorded-meanwhile':
    'тем временем записан другой подсчёт того же ящика: из этого листа ничего не записано; посмотрите отчёт о подсчёте и повторите',
  'count.action-sign': 'подписать подсчёт дроп-боксов: {{boxes}}',
  'pit.compliance-report-due':
    'стол {{table}}: НУЖЕН ОТЧЁТ — {{patron}} купил(а) фишек на {{amount}} наличными за {{day}} за {{tables}} стол(ами), сверх порога отчёта ({{law}})',
  'pit.protection-hold':
    'стол {{table}}: выигрыш ÷ ставки за {{day}} — {{hold}} %, вне ожидаемого интервала от {{low}} % до {{high}} % (z {{z}})',
  'seat.player-card':
    '{{card}} — не номер карты игрока: от 1 до 40 букв, цифр, точек, дефисов или подчёркиваний',
  'seat.nobody-seated': 'у бокса {{box}} никто не сидит',
  'seat.leave-in-play':
    'у {{player}} есть ставка на боксе {{box}} в текущем раунде: уйти можно после его расчёта',
  'keyin-form.seat-card': 'ann садится за бокс 2 с картой игрока P-10442 (с рейтингом)',
  'keyin-form.leave': 'игрок бокса 2 уходит из-за стола',
  'edge.other-profile': 'преимущество для {{profile}} не относится к этому столу: он играет по {{held}}',
  'odds.stands-too-low':
    'вероятности дилера даются для сумм от 17 до 21, а этот дилер останавливается на {{total}}: выберите профиль, где дилер останавливается на 17 или выше',
  'fact.unknown-type': 'эта версия Sabot не знает факта типа {{type}}',
  'fact.table-not-opened': 'стол ещё не открыт',
};
