import type { Translated } from '../../catalogue-shape.js';
import type { cli as english } from '../en/cli.js';

export const cli: Translated<typeof english> = {
  'cli.option.lang': 'язык вывода (en, fr или ru; по умолчанию из LANG)',

  // A round on the terminal: the live table, sabot play and sabot replay.
  'cli.phase.betting': 'ставки',
  'cli.phase.dealing': 'раздача',
  'cli.phase.insurance': 'страховка',
  'cli.phase.players': 'ход игроков',
  'cli.phase.offer': 'предложение карты',
  'cli.phase.dealer': 'ход дилера',
  'cli.phase.settled': 'рассчитан',
  'cli.phase.resume': 'возобновление',
  'cli.status.open': 'в игре',
  'cli.status.stood': 'стоп',
  'cli.status.bust': 'перебор',
  'cli.status.blackjack': 'блэкджек',
  'cli.status.doubled': 'удвоение',
  'cli.status.surrendered': 'сдача',
  'cli.status.even-money': 'выплата 1:1',
  'cli.decision.hit': 'карту',
  'cli.decision.stand': 'стоп',
  'cli.decision.double': 'удвоить',
  'cli.decision.split': 'сплит',
  'cli.decision.surrender': 'сдаться',
  'cli.banner.draw': '{{total}} — БЕРЁТ',
  'cli.banner.stand': '{{total}} — СТОИТ',
  'cli.banner.bust': '{{total}} — ПЕРЕБОР',
  'cli.round.soft-total': 'мягкие {{total}}',
  'cli.round.hand': '({{total}}, {{status}})',
  'cli.round.box': 'бокс {{box}}',
  'cli.round.box-hand': 'бокс {{box}}.{{hand}}',
  'cli.round.dealer': 'дилер',
  'cli.round.settle': 'расчёт',
  'cli.round.chips': 'фишки',
  'cli.round.misdealt': 'ошибка',
  'cli.round.blackjack': 'блэкджек',
  'cli.round.title': 'Раунд {{round}} — {{state}}',
  'cli.round.void': 'АННУЛИРОВАН ({{reason}}; {{author}})',
  'cli.round.chips-line': '{{players}}; банк {{bank}}',
  'cli.round.fictitious': '{{players}}; банк {{bank}} (из них условных {{fictitious}})',
  'cli.settle.separator': '; ',
  'cli.settle.pay': 'выплатить {{bettor}} {{amount}}',
  'cli.settle.take': 'забрать у {{bettor}} {{amount}}',
  'cli.settle.push': 'ничья: у {{bettor}} остаётся {{amount}}',
  'cli.misdeal.line': '{{card}}: {{why}} → {{resolution}}',
  'cli.misdeal.pit-boss-note': '{{line}} (заметка пит-босса)',
  'cli.misdeal.taken': 'взята',
  'cli.misdeal.taken-by': 'взята боксом {{box}}',
  'cli.misdeal.dealer-second-card': 'вторая карта дилера',
  'cli.misdeal.burned': 'сожжена',
  'cli.misdeal.on-offer': 'предложена',
  'cli.misdeal.why-marked': 'дилер отметил её как вытянутую по ошибке',
  'cli.misdeal.why-hand-on-turn': 'рука, чей ход, не может её взять',
  'cli.misdeal.why-bets-open': 'её не может взять ни одна рука: ставки ещё открыты',
  'cli.misdeal.why-settled': 'её не может взять ни одна рука: раунд рассчитан',
  'cli.misdeal.why-insurance': 'её не может взять ни одна рука: страховка открыта',
  'cli.misdeal.why-on-offer': 'её не может взять ни одна рука: предложена ошибочно вытянутая карта',

  // The croupier's terminal (sabot table).
  'cli.table.opened': 'Стол Sabot по правилам {{profile}} — введите «help», чтобы увидеть команды',
  'cli.table.opened-simulated':
    'Стол Sabot по правилам {{profile}} (симулятор шуза, зерно {{seed}}) — введите «help», чтобы увидеть команды',
  'cli.table.round-line': 'Раунд {{round}} · {{phase}} · шуз {{out}}/{{in}}',
  'cli.table.round-line-cut': 'Раунд {{round}} · {{phase}} · шуз {{out}}/{{in}}, подрезная карта на {{at}}',
  'cli.table.round-line-shuffle':
    'Раунд {{round}} · {{phase}} · шуз {{out}}/{{in}}, подрезная карта на {{at}}: ПОРА ТАСОВАТЬ',
  'cli.table.hole-card-down': 'закрытая карта лежит рубашкой вверх',
  'cli.table.bets': 'ставки',
  'cli.table.offer': 'ошибочно вытянутая {{card}} предложена боксу {{box}}: t{{box}} — взять, pass — пас',
  'cli.table.no-card': 'карты нет: {{why}}',
  'cli.table.next-card': 'следующая карта → {{next}}',
  'cli.table.alarm': 'ТРЕВОГА {{sentence}}',
  'cli.table.alarm-times': {
    one: 'ТРЕВОГА {{sentence}} ({{count}} раз)',
    few: 'ТРЕВОГА {{sentence}} ({{count}} раза)',
    many: 'ТРЕВОГА {{sentence}} ({{count}} раз)',
    other: 'ТРЕВОГА {{sentence}} ({{count}} раза)',
  },
  'cli.table.cleared': 'снята: {{sentence}}',
  'cli.table.refused': 'ОТКАЗ {{reason}}',
  'cli.table.keys-title':
    'Команды (одна команда в строке; пустая строка тянет карту из симулятора шуза):\n{{keys}}\n  help  quit',
  'cli.table.description':
    'вести живой стол без экрана: считыватель шуза (или симулятор) и клавиатура — в журнал',
  'cli.table.option.db': 'журнал стола (создаётся, если его нет)',
  'cli.table.option.profile': 'профиль правил (нужен для нового журнала)',
  'cli.table.option.rules': 'свой профиль правил в файле JSON',
  'cli.table.option.device': 'считыватель шуза: его последовательный порт или «sim» для симулятора',
  'cli.table.option.baud': 'скорость считывателя в бодах',
  'cli.table.option.operator': 'дилер на смене',
  'cli.table.option.seed': 'зерно тасования симулятора',

  // sabot play.
  'cli.play.table': 'Стол {{profile}}',
  'cli.play.line-refused': 'строка {{line}} отклонена: {{reason}}',
  'cli.play.lines-refused': {
    one: 'отклонена {{count}} строка',
    few: 'отклонено {{count}} строки',
    many: 'отклонено {{count}} строк',
    other: 'отклонено {{count}} строки',
  },

  // sabot rounds, and what the pit boss's commands share.
  'cli.option.db-log': 'журнал стола',
  'cli.rounds.description': 'раунды стола, сначала новые: шуз, боксы, игроки, итоги, отметки, время, дилер',
  'cli.rounds.option.box': 'только раунды со ставкой на этот бокс (1-7)',
  'cli.rounds.option.bettor': 'только раунды, где ставил этот игрок',
  'cli.rounds.option.flag': 'только раунды с отметкой {{flags}}',
  'cli.rounds.option.limit': 'не больше стольких раундов (по умолчанию {{limit}})',
  'cli.rounds.option.all': 'все раунды журнала',
  'cli.rounds.option.read-only':
    'никогда не писать в файл (копия для проверки): журнал без проекций сворачивается в памяти',
  'cli.rounds.option.json': 'вывести {"rounds": [...]}, итоги в единицах стола',
  'cli.rounds.bad-flag': '--flag принимает одну из отметок {{flags}}, а не «{{flag}}»',
  'cli.rounds.none': 'Подходящих раундов нет.',
  'cli.rounds.more': {
    one: 'показан {{count}} последний раунд: --limit N или --all, чтобы увидеть больше',
    few: 'показаны {{count}} последних раунда: --limit N или --all, чтобы увидеть больше',
    many: 'показано {{count}} последних раундов: --limit N или --all, чтобы увидеть больше',
    other: 'показано {{count}} последнего раунда: --limit N или --all, чтобы увидеть больше',
  },
  'cli.rounds.column.round': 'раунд',
  'cli.rounds.column.shoe': 'шуз',
  'cli.rounds.column.boxes': 'боксы',
  'cli.rounds.column.nets': 'итоги',
  'cli.rounds.column.flags': 'отметки',
  'cli.rounds.column.started': 'начало',
  'cli.rounds.column.settled': 'расчёт',
  'cli.rounds.column.croupier': 'дилер',
  'cli.rounds.flag.misdeal': 'ошибка раздачи',
  'cli.rounds.flag.correction': 'исправление',
  'cli.rounds.flag.alarm': 'тревога',
  'cli.rounds.flag.void': 'аннулирован',

  // sabot replay.
  'cli.replay.description':
    'переиграть журнал стола: каждый раунд (или один) как записан, с исправлениями и проверкой',
  'cli.replay.option.round': 'только этот раунд (открывается одинаково быстро при любой длине журнала)',
  'cli.replay.option.json': 'вывести один отчёт JSON: как sabot play --json, плюс «audit»',
  'cli.replay.option.jsonl':
    'выводить строки JSON по ходу переигровки: сначала {"profile"}, затем по строке на раунд {"round", "audit"}, затем {"skipped"} для каждого факта, который больше не применяется',
  'cli.replay.one-form': '--json и --jsonl выводят одну и ту же переигровку в двух видах: выберите один',
  'cli.replay.exit-codes':
    'Коды выхода: 0 переигровка совпадает с записью, 3 есть расхождение или факт больше не применяется.',
  'cli.replay.no-round': 'в {{db}} нет раунда {{round}}',
  'cli.replay.differs': 'переигровка расходится с записью: {{rounds}}, {{facts}}',
  'cli.replay.rounds-differ': {
    one: 'расходится {{count}} раунд',
    few: 'расходятся {{count}} раунда',
    many: 'расходятся {{count}} раундов',
    other: 'расходятся {{count}} раунда',
  },
  'cli.replay.facts-skipped': {
    one: '{{count}} факт больше не применяется',
    few: '{{count}} факта больше не применяются',
    many: '{{count}} фактов больше не применяются',
    other: '{{count}} факта больше не применяются',
  },
  'cli.replay.card': 'исправление от {{author}}: карта {{card}} ({{hand}}) была {{to}} ({{reason}})',
  'cli.replay.card-elsewhere':
    'исправление от {{author}}: карта этого раунда, не оставшаяся ни в одной руке (сожжённая или оставшаяся в предложении), была {{to}} ({{reason}})',
  'cli.replay.other-ruling': 'решение от {{author}}',
  'cli.replay.where': '{{said}} [{{type}} на позиции {{position}}]',
  'cli.replay.never-settled': 'ничего (раунд так и не был рассчитан)',
  'cli.replay.skipped-said': 'факт, записанный позже, после исправления больше не применяется: {{reason}}',
  'cli.replay.mismatch': 'выплачено при расчёте: {{recorded}}; переигровка рассчитывает теперь: {{replayed}}',
  'cli.replay.skipped': 'позиция {{position}} ({{type}}) больше не применяется: {{reason}}',

  // sabot ruling and sabot pin: the pit boss's (or the home game's bank's) PIN.
  'cli.examples': 'Примеры:',
  'cli.role.pit-boss': 'пит-босса',
  'cli.role.bank': 'банка',
  // sabot staff
  'cli.staff.description':
    'реестр персонала: бейдж, имя, роли и собственный PIN-код каждого, и кто ведёт игру',
  'cli.staff.roles':
    'Роли: {{roles}} (supervisor — пит-босс). PIN-коды читаются со стандартного ввода, по одному в строке.',
  'cli.staff.option.db': 'журнал стола, который ведёт собственный реестр персонала',
  'cli.staff.option.pg': 'центр зала (URL PostgreSQL): его реестр, которому следует каждый стол зала',
  'cli.staff.db-or-pg':
    'Укажите, какой реестр менять: журнал стола (--db ФАЙЛ) или центр зала (--pg URL), что-то одно.',
  'cli.staff.option.badge': 'бейдж сотрудника (табельный номер в казино)',
  'cli.staff.option.by': 'бейдж менеджера, который это делает (его PIN-код первым на стандартном вводе)',
  'cli.staff.option.name': 'имя сотрудника, как его покажут заголовки, квитанции и отчёты',
  'cli.staff.option.role': 'роли через запятую',
  'cli.staff.option.reason': 'причина, для аудита',
  'cli.staff.add.description':
    'внести сотрудника в реестр с выданным ему PIN-кодом; первый, без --by, — менеджер, который заводит реестр',
  'cli.staff.role.description': 'изменить роли сотрудника',
  'cli.staff.disable.description':
    'отключить бейдж: с этого момента он ничего не подписывает и не встаёт за стол',
  'cli.staff.pin.description':
    'задать PIN-код сотрудника: его текущий PIN, затем новый, или с --by PIN менеджера, затем новый',
  'cli.staff.sign-in.description':
    'крупье встаёт за стол со своим бейджем и PIN-кодом, сменяя того, кто ведёт игру',
  'cli.staff.sign-out.description': 'крупье, ведущий игру, уходит со стола, со своим PIN-кодом',
  'cli.staff.report.description':
    'кто что сделал: раздачи, часы за столом, подписанные квитанции, решения, изменения реестра, отказы и отклонённые PIN-коды одного сотрудника по игровым дням',
  'cli.staff.option.day': 'один игровой день (начало дня и часовой пояс стола)',
  'cli.staff.option.time-zone': 'считать игровые дни в этом поясе IANA вместо пояса стола',
  'cli.staff.option.json': 'вывести отчёт в JSON',
  'cli.staff.report.person': 'бейдж {{badge}} ({{name}}): {{roles}}, {{state}}',
  'cli.staff.report.unknown': 'бейджа {{badge}} нет в реестре персонала этого стола',
  'cli.staff.report.active': 'активен',
  'cli.staff.report.disabled': 'отключён',
  'cli.staff.report.nothing': 'за этим столом за указанный период ничего не сделано',
  'cli.staff.report.day':
    '{{day}}: раздач {{rounds}}, за столом {{hours}} ч, подписано квитанций {{slips}}, решений {{rulings}}, изменений реестра {{changes}}, отказов {{refusals}}, отклонённых PIN-кодов {{pins}}',
  'cli.staff.report.signed': '{{time}} подписал(а) {{type}} {{slip}} как {{role}}',
  'cli.staff.report.ruled': '{{time}} решение {{type}} по раздаче {{round}}',
  'cli.staff.pin-of': 'PIN-код бейджа {{badge}}',
  'cli.staff.new-pin-of': 'новый PIN-код бейджа {{badge}}',
  'cli.staff.added': 'бейдж {{badge}} ({{name}}) внесён в реестр: {{roles}}',
  'cli.staff.roles-changed': 'у бейджа {{badge}} теперь роли: {{roles}}',
  'cli.staff.disabled': 'бейдж {{badge}} отключён',
  'cli.staff.pin-set': 'PIN-код бейджа {{badge}} задан',
  'cli.staff.signed-in': 'бейдж {{badge}} ведёт игру за столом',
  'cli.staff.signed-out': 'бейдж {{badge}} ушёл со стола: крупье за столом нет',
  'cli.pin.the-pin': 'PIN-код {{role}}',
  'cli.pin.the-current': 'текущий PIN-код {{role}}',
  'cli.pin.the-new': 'новый PIN-код {{role}}',
  'cli.pin.no-stdin': '{{what}} читается со стандартного ввода, а он недоступен',
  'cli.pin.none-given': '{{what}} читается со стандартного ввода: ничего не введено',
  'cli.pin.set': 'PIN-код {{role}} для {{db}} задан',
  'cli.pin.description': 'PIN-код роли, которая решает споры (пит-босс или банк домашней игры)',
  'cli.pin.set.description':
    'задать PIN-код (первая строка стандартного ввода); чтобы сменить его — сначала текущий PIN-код, затем новый',
  'cli.pin.option.operator': 'кто задаёт (записывается)',
  'cli.ruling.description':
    'решение пит-босса, записанное новым фактом с причиной и автором (PIN-код со стандартного ввода)',
  'cli.ruling.void.description': 'аннулировать раунд, идущий или рассчитанный: все ставки возвращаются',
  'cli.ruling.card.description':
    'исправить неверно прочитанную карту: назвать её раунд, руку и место в руке и сказать, какой она была',
  'cli.ruling.note.description': 'записать решение спора к раунду (деньги не двигаются)',
  'cli.ruling.option.round': 'раунд',
  'cli.ruling.option.reason': 'причина, для проверки',
  'cli.ruling.option.operator': 'кто принимает решение',
  'cli.ruling.option.position':
    'вместо --round, --hand и --card: карта по её месту в журнале (sabot export или --verbose)',
  'cli.ruling.option.text': 'решение',
  'cli.ruling.option.card-round': 'раунд, в котором карта была сдана',
  'cli.ruling.option.hand':
    'рука, как её называет отчёт о раунде: dealer (или дилер), бокс (3) или рука разделённого бокса (3.2)',
  'cli.ruling.option.card-place': 'место карты в этой руке: 1 — её первая карта',
  'cli.ruling.option.to': 'какой карта была на самом деле, например 5S',
  'cli.ruling.hand-unread':
    '{{text}} не называет руку: напишите dealer (или дилер), бокс (3) или руку разделённого бокса (3.2)',
  'cli.ruling.card.which':
    'назовите карту сразу тремя опциями --round, --hand и --card (или одной --position)',
  'cli.ruling.card.help':
    'Руки: dealer (или дилер); бокс — 3; рука разделённого бокса — 3.1 для первой, 3.2 для второй (как sabot replay и отчёт о раунде пишут «бокс 3.2»). Карты считаются с 1 в том порядке, в каком рука их получила: sabot ruling card --round 4 --hand 3.2 --card 2 --to KH.',
  'cli.done.card-corrected': 'раунд {{round}}: карта исправлена на {{card}}',
  'cli.done.settled-again':
    'раунд {{round}} рассчитан заново: sabot replay --round {{round}} показывает, что причитается каждому игроку',
  'cli.done.note': 'заметка к раунду {{round}} записана',
  'cli.done.adjusted': 'раунд {{round}} уже был выплачен; крупье сообщено: {{moves}}',
  'cli.done.recorded': 'записано (раунд {{round}})',
  'cli.done.where': '{{said}} [{{type}} на позиции {{position}}, {{stream}}]',
  'cli.option.verbose': 'также назвать тип каждого факта и его место в журнале',

  // sabot rules, odds and strategy.
  'cli.option.profile': 'профиль правил: classic-6d, open-6d или home-1d',
  'cli.option.rules-instead': 'свой профиль правил в файле JSON (вместо --profile)',
  'cli.option.json-table': 'вывести JSON вместо таблицы',
  'cli.rules.description': 'список профилей правил или один профиль таблицей его правил',
  'cli.rules.argument.id': 'какой профиль показать (classic-6d, open-6d, home-1d)',
  'cli.rules.option.rules': 'свой профиль правил в файле JSON: проверить и показать',
  'cli.rules.decks': {
    one: '{{count}} колода',
    few: '{{count}} колоды',
    many: '{{count}} колод',
    other: '{{count}} колоды',
  },
  'cli.rules.peek': 'закрытая карта, проверка',
  'cli.rules.no-hole-card': 'без закрытой карты',
  'cli.rules.column.id': 'профиль',
  'cli.rules.column.table': 'стол',
  'cli.rules.column.shoe': 'шуз',
  'cli.rules.column.dealer': 'дилер',
  'cli.rules.column.document': 'правила',
  'cli.rules.show-one': 'Показать один: sabot rules ID',
  'cli.rules.title': '{{name}} ({{id}}) — по документу {{source}}',
  'cli.rules.column.rule': 'правило',
  'cli.rules.column.value': 'значение',
  'cli.rules.column.meaning': 'смысл',
  'cli.odds.description': 'точные вероятности по профилю правил и свежему шузу',
  'cli.odds.dealer.description':
    'итог дилера для каждой открытой карты (17–21, блэкджек, перебор), точно, по свежему шузу',
  'cli.odds.option.simulate':
    'также сдать N рук дилера на каждую открытую карту и показать рядом с точными цифрами',
  'cli.odds.option.seed': 'зерно симуляции (по умолчанию от часов, выводится)',
  'cli.odds.peek-note':
    'Без проверки закрытой карты: вторая карта может быть любой, поэтому натуральный блэкджек считается как «blackjack».',
  'cli.odds.simulate-note':
    'С --simulate N каждый итог показывает точную цифру, симулированную и их разницу в\nстандартных ошибках симуляции (обычно в пределах ±2).',
  'cli.odds.title': 'Вероятности дилера для {{id}} — {{name}}',
  'cli.odds.shoe-line': '{{decks}}, {{rule}}; каждая открытая карта из свежего шуза, в процентах рук.',
  'cli.odds.up-card': 'открытая',
  'cli.strategy.description':
    'таблица базовой стратегии профиля правил, вычисленная по его правилам (жёсткие, мягкие, пары)',
  'cli.strategy.option.json': 'вывести JSON вместо таблицы',
  'cli.strategy.method': [
    'По сумме очков, вычислена для этого профиля: каждый старт из двух карт взвешен по частоте раздачи,',
    'против точных вероятностей дилера, когда открытая карта, две карты и первая взятая карта уже вышли;',
    'следующие карты — из того же состава.',
  ].join('\n'),
  'cli.strategy.title': 'Базовая стратегия для {{id}} — {{name}}',
  'cli.strategy.derived-for': 'Вычислена для: {{rules}}.',
  'cli.strategy.hard': 'жёсткие',
  'cli.strategy.soft': 'мягкие',
  'cli.strategy.pair': 'пара',
  'cli.strategy.legend.hit': 'взять карту',
  'cli.strategy.legend.stand': 'стоп',
  'cli.strategy.legend.double-hit': 'удвоить, иначе взять карту',
  'cli.strategy.legend.double-stand': 'удвоить, иначе стоп',
  'cli.strategy.legend.split': 'сплит',
  'cli.strategy.legend.surrender-hit': 'сдаться, иначе взять карту',
  'cli.strategy.legend.surrender-stand': 'сдаться, иначе стоп',
  'cli.strategy.legend.surrender-split': 'сдаться, иначе сплит',

  // Help: the program and commander's own headings.
  'cli.program.description': 'Sabot: помощник дилера и учёт настоящего стола блэкджека',
  'cli.program.exit-codes': [
    'Коды выхода:',
    '  0  успех',
    '  1  внутренняя ошибка (дефект или сбой машины)',
    '  2  неверный вызов (неизвестная команда или опция, нет аргумента)',
    '  3  ввод отклонён (неизвестный профиль или карта, неверный файл, отклонённая строка)',
  ].join('\n'),
  'cli.help.usage': 'Использование:',
  'cli.help.arguments': 'Аргументы:',
  'cli.help.options': 'Опции:',
  'cli.help.global-options': 'Общие опции:',
  'cli.help.commands': 'Команды:',
  'cli.help.help-option': 'показать справку по команде',

  // sabot play's help.
  'cli.play.description': 'прогнать сценарий стола (ввод в JSON Lines) через автомат раунда',
  'cli.play.option.script': 'сценарий стола (см. docs/table-scripts.md)',
  'cli.play.option.profile': 'профиль правил, если сценарий не начинается со строки стола',
  'cli.play.option.min': 'минимум стола (по умолчанию из профиля)',
  'cli.play.option.max': 'максимум стола на бокс (по умолчанию из профиля)',
  'cli.play.option.db': 'также записать каждый ввод в этот журнал стола (создаётся, если его нет)',
  'cli.play.option.json': 'вывести один отчёт JSON вместо рассказа по раундам',
  'cli.play.exit-codes':
    'Коды выхода: 0 все строки приняты, 3 строка отклонена (сценарий идёт дальше), 2 неверный вызов.',

  // sabot export and sabot backup.
  'cli.export.description':
    'вывести журнал стола в JSON Lines, по факту в строке, с позицией, раундом и хешем; или один раунд — фактами или сценарием стола для sabot play',
  'cli.export.option.round': 'только этот раунд',
  'cli.export.option.script':
    'раунд как сценарий стола (docs/table-scripts.md): sabot play --script его переигрывает',
  'cli.export.script-needs-round': '--script выгружает один раунд: укажите его через --round N',
  'cli.backup.description':
    'скопировать журнал стола во время игры (онлайн-копия SQLite), затем проверить копию',
  'cli.backup.option.to': 'файл копии (не должен существовать)',
  'cli.backup.failed': 'копирование не удалось: {{problem}}',
  'cli.backup.done': {
    one: '{{to}}: копия {{db}} проверена — {{count}} факт',
    few: '{{to}}: копия {{db}} проверена — {{count}} факта',
    many: '{{to}}: копия {{db}} проверена — {{count}} фактов',
    other: '{{to}}: копия {{db}} проверена — {{count}} факта',
  },

  // sabot drill: the dealer's side of the table, for practice.
  'cli.drill.description':
    'тренировка дилера: руки дилера из перетасованного шуза, с обязанностью дилера на каждой карте',
  'cli.drill.option.hands': 'сколько рук дилера сдать',
  'cli.drill.option.seed': 'зерно тасования (по умолчанию от часов, выводится, чтобы повторить тренировку)',
  'cli.drill.title': {
    one: 'Sabot — {{name}} ({{id}}), шуз из {{count}} колоды, зерно {{seed}}',
    few: 'Sabot — {{name}} ({{id}}), шуз из {{count}} колод, зерно {{seed}}',
    many: 'Sabot — {{name}} ({{id}}), шуз из {{count}} колод, зерно {{seed}}',
    other: 'Sabot — {{name}} ({{id}}), шуз из {{count}} колоды, зерно {{seed}}',
  },
  'cli.drill.rule': 'Тренировка дилера: {{rule}}.',
  'cli.drill.hand': 'Рука {{hand}}',
  'cli.drill.end': 'Вышло карт: {{out}} из {{of}}. Повторите тренировку с --seed {{seed}}.',

  // sabot devices: where the shoe reader is plugged in.
  'cli.devices.description': 'последовательные порты, к которым может быть подключён считыватель шуза',
  'cli.devices.option.json': 'вывести список в JSON',
  'cli.devices.cannot-list': 'последовательные порты не удаётся перечислить: {{detail}}',
  'cli.devices.none': [
    'Последовательных портов не найдено. Подключите считыватель шуза (USB) и снова запустите `sabot devices`.',
    'Чтобы попробовать Sabot без считывателя, `sabot shoe-sim --pty` создаёт его симулятор; его псевдотерминал',
    'не системный последовательный порт и здесь не показан: используйте путь, который выводит shoe-sim.',
  ].join('\n'),
  'cli.devices.count': {
    one: '{{count}} последовательный порт:',
    few: '{{count}} последовательных порта:',
    many: '{{count}} последовательных портов:',
    other: '{{count}} последовательного порта:',
  },
  'cli.devices.column.path': 'ПУТЬ',
  'cli.devices.column.manufacturer': 'ПРОИЗВОДИТЕЛЬ',
  'cli.devices.column.serial': 'СЕРИЙНЫЙ НОМЕР',
  'cli.devices.column.usb': 'ПОСТАВЩИК:ПРОДУКТ',

  // What several commands say.
  'cli.odds.seed-needs-simulate': '--seed задаёт зерно для --simulate: укажите оба',
  'cli.option.name-a-table': 'укажите стол: --profile ID или --rules ФАЙЛ',
  'cli.internal-error': 'внутренняя ошибка: {{detail}}',

  // sabot start, sabot serve and sabot verify.
  'cli.start.description':
    'открыть стол с симулятором шуза и журналом стола в папке данных пользователя: окно Electron, если его двоичный файл установлен, иначе веб-режим',
  'cli.start.option.db': 'журнал стола (по умолчанию: <папка данных>/<профиль>.db)',
  'cli.start.option.port': 'веб-режим: порт для прослушивания (0: любой свободный порт)',
  'cli.start.option.web': 'веб-режим, даже если Electron установлен',
  'cli.start.terminal-instead': 'Стол в терминале вместо этого: sabot table --db ФАЙЛ [--profile ID]',
  'cli.start.data-dir-unusable':
    'нельзя хранить журнал стола в папке данных {{dir}}: {{problem}}; укажите в SABOT_DATA_DIR папку, куда этот пользователь может писать, или назовите журнал через --db ФАЙЛ',
  'cli.start.electron.not-installed': 'настольное приложение не установлено (npm ci --prefix desktop)',
  'cli.start.electron.unbuilt': 'настольное приложение не собрано (npm run build:desktop)',
  'cli.start.electron.never-downloaded': 'двоичный файл Electron так и не был загружен (нет {{file}})',
  'cli.start.electron.missing': 'двоичного файла Electron нет ({{binary}})',
  'cli.start.electron.found': 'двоичный файл Electron: {{binary}}',
  'cli.start.electron.web-given': 'указан --web',
  'cli.start.tls-needs-web':
    '--tls-cert и --tls-key — для веб-режима (окно рабочего стола говорит со своим столом только на этой машине): добавьте --web',
  'cli.table.no-log-yet':
    '{{db}} ещё не существует: назовите его профиль (--profile ID), чтобы открыть в нём новый стол',
  'cli.start.database': 'Sabot — журнал стола: {{db}}',
  'cli.start.desktop-mode': 'Sabot — режим рабочего стола (Electron): {{why}}.',
  'cli.start.web-mode':
    'Sabot — веб-режим: {{why}}.\nОткройте адрес Dashboard ниже в браузере на этой машине. Стол в терминале вместо этого: sabot table --db {{db}}',
  'cli.start.electron-exited': 'окно Electron завершилось с кодом {{code}}',
  'cli.serve.description': 'веб-режим: живой стол и его панель в браузере, по умолчанию на этой машине',
  'cli.serve.option.port': 'порт для прослушивания (0: любой свободный порт)',
  'cli.serve.option.beyond-loopback':
    'слушать на всех интерфейсах; тогда каждое подключение входит по PIN (читает «PIN-ДИЛЕРА PIN-ПРОВЕРКИ» со стандартного ввода)',
  'cli.serve.option.tls-cert': 'отдавать HTTPS и WSS с этим сертификатом (PEM); нужен --tls-key',
  'cli.serve.option.tls-key': 'закрытый ключ сертификата (PEM)',
  'cli.serve.help':
    'За пределами loopback пит-босс входит с PIN, заданным через «sabot pin set»; дилер и\nпроверяющий (только чтение) — с двумя PIN со стандартного ввода, действующими только в этом запуске:\n  echo "4821 7730" | sabot serve --db table.db --listen-beyond-loopback --tls-cert cert.pem --tls-key key.pem\nБез --tls-cert PIN идут по сети открытым текстом: сервер сообщает об этом при запуске.',
  'cli.serve.tls-together': '--tls-cert и --tls-key указываются вместе: дайте сертификат и его ключ',
  'cli.serve.reader.sim': 'симулятором шуза на псевдотерминале',
  'cli.serve.reader.device': 'считывателем шуза на {{device}}',
  'cli.serve.mode.loopback': 'веб-режиме только на loopback (эта машина): без входа',
  'cli.serve.mode.beyond-loopback':
    'веб-режиме за пределами loopback (все интерфейсы): каждое подключение входит по PIN',
  'cli.serve.mode.tls': '{{mode}}, через TLS',
  'cli.serve.table': 'Sabot — стол {{profile}} в {{mode}}, с {{reader}}.',
  'cli.serve.log': 'Журнал стола: {{db}}',
  'cli.serve.stop': 'Остановка: Ctrl-C.',
  'cli.serve.ships': 'Отправляет каждый факт в центр зала {{center}}',
  'cli.serve.ships-own-pit':
    'Отправляет каждый факт в центр зала этого каталога данных {{center}} (его запускает sabot pit serve; пока он остановлен, стол продолжает игру)',
  'cli.serve.closed': 'Sabot — стол закрыт.',
  'cli.serve.port-in-use':
    'порт {{port}} уже занят (его слушает другая программа, возможно, другой стол): выберите другой через --port, например --port {{other}}, или --port 0 для любого свободного порта',
  'cli.serve.cannot-listen': 'нельзя слушать порт {{port}}: {{detail}}',
  'cli.serve.pins-prompt': 'PIN дилера и проверки («PIN-ДИЛЕРА PIN-ПРОВЕРКИ»)',
  'cli.serve.two-pins': 'дайте два PIN в одной строке: сначала дилера, затем проверяющего',
  'cli.verify.description':
    'проверить журнал стола: целостность, миграции, защита «только добавление», цепочка хешей, печати журналов и PIN, голова цепочки',
  'cli.verify.option.json': 'вывести результат в JSON',
  'cli.verify.exit-codes': 'Коды выхода: 0 журнал цел, 3 не цел (названа первая неверная позиция).',
  'cli.verify.nothing-verified': '{{problem}} (ничего не проверено)',
  'cli.verify.intact': {
    one: '{{db}}: цел — {{count}} событие',
    few: '{{db}}: цел — {{count}} события',
    many: '{{db}}: цел — {{count}} событий',
    other: '{{db}}: цел — {{count}} события',
  },
  'cli.verify.head': '{{intact}}, голова цепочки на {{position}} ({{hash}}…)',
  'cli.verify.not-intact': '{{db}} НЕ цел: {{problem}}',
  'cli.verify.not-intact-at': '{{db}} НЕ цел на позиции {{position}}: {{problem}}',

  // Files and numbers named on the command line.
  'cli.file.script': 'скрипт',
  'cli.file.rule-profile': 'профиль правил',
  'cli.file.card-script': 'скрипт карт',
  'cli.file.tls-certificate': 'сертификат TLS',
  'cli.file.tls-key': 'ключ TLS',
  'cli.file.rule-profile.bare': 'профиль правил',
  'cli.file.card-script.bare': 'скрипт карт',
  'cli.file.cannot-read': 'нельзя прочитать {{what}} {{path}}: {{why}}',
  'cli.file.why.missing': 'такого файла нет (проверьте имя)',
  'cli.file.why.not-a-folder': 'часть пути — файл, а не папка',
  'cli.file.why.forbidden': 'у этого пользователя нет права читать его',
  'cli.file.why.folder': 'это папка, а не файл',
  'cli.file.script-too-large':
    '{{what}} {{path}} больше {{mib}} МиБ — больше, чем сценарий проигрывает за раз: разделите его на несколько сценариев',
  'cli.file.too-large': '{{what}} {{path}} больше {{mib}} МиБ: это не {{kind}}',
  'cli.file.line-not-kept': '(больше {{count}} символов, не сохранена)',
  'cli.number.whole-at-least': '{{option}} принимает целое число не меньше {{least}}, а не «{{text}}»',
  'cli.number.whole-range': '{{option}} принимает целое число от {{least}} до {{most}}, а не «{{text}}»',
  'cli.number.share': '{{option}} принимает долю от 0 до 1, а не «{{text}}»',
  'cli.number.seconds': '{{option}} принимает секунды от 0 до {{most}}, а не «{{text}}»',
  'cli.number.amount': '{{option}} принимает сумму в единицах стола, а не «{{text}}»: {{why}}',
  'cli.number.amount-above-zero': 'сумма — это число единиц стола больше 0',

  // sabot simulate: the report and the progress bar.
  'cli.simulate.label.rules': 'Правила:',
  'cli.simulate.label.play': 'Игра:',
  'cli.simulate.label.rounds': 'Раунды:',
  'cli.simulate.label.ev': 'Ожидание:',
  'cli.simulate.label.interval': '95%:',
  'cli.simulate.label.speed': 'Скорость:',
  'cli.simulate.label.repeat': 'Повтор:',
  'cli.simulate.label.log': 'Журнал:',
  'cli.simulate.title': 'Симуляция {{id}} — {{name}}',
  'cli.simulate.strategy': 'базовая стратегия',
  'cli.simulate.play': {
    one: '{{count}} бокс с минимальной ставкой {{stake}}, {{strategy}}, страховка и «равные деньги» отклонены',
    few: '{{count}} бокса с минимальной ставкой {{stake}}, {{strategy}}, страховка и «равные деньги» отклонены',
    many: '{{count}} боксов с минимальной ставкой {{stake}}, {{strategy}}, страховка и «равные деньги» отклонены',
    other:
      '{{count}} бокса с минимальной ставкой {{stake}}, {{strategy}}, страховка и «равные деньги» отклонены',
  },
  'cli.simulate.sessions':
    '; сессий: {{sessions}} по {{rounds}} раундов, игроков заменено без фишек: {{replaced}}',
  'cli.simulate.rounds':
    '{{rounds}} (рук: {{hands}}; блэкджек {{blackjacks}}, удвоение {{doubles}}, сплит {{splits}}, сдача {{surrenders}}; выигрыш {{won}}, ничья {{pushed}}, проигрыш {{lost}})',
  'cli.simulate.ev':
    '{{ev}} ± {{stderr}} от начальной ставки за раунд (нетто игроков; отрицательное — преимущество заведения)',
  'cli.simulate.interval': 'от {{low}} до {{high}}',
  'cli.simulate.speed': '{{rate}} раундов/с на {{threads}}, {{elapsed}}',
  'cli.simulate.threads': {
    one: '{{count}} потоке',
    few: '{{count}} рабочих потоках',
    many: '{{count}} рабочих потоках',
    other: '{{count}} рабочих потоках',
  },
  'cli.simulate.repeat': '--seed {{seed}} --workers {{workers}} сыграет те же раунды снова',
  'cli.simulate.recorded':
    'раундов записано в журнал стола {{path}}: {{rounds}} (фактов: {{facts}}); проверка: sabot verify --db {{path}}',
  'cli.simulate.db-one-thread': '--db записывает один стол в одном потоке: уберите --workers',
  'cli.simulate.from-time': '--from принимает время вида 2026-11-01T18:00:00Z, а не «{{text}}»',
  'cli.simulate.boxes-range':
    '--boxes принимает целое число от 1 до {{boxes}} (у {{profile}} боксы от 1 до {{boxes}})',
  'cli.simulate.unit.rounds': 'раундов',
  'cli.progress.rate': '{{rate}} {{what}}/с',
  'cli.progress.unit.facts': 'фактов',
  'cli.progress.left': 'осталось около {{time}}',
  'cli.duration.seconds': '{{seconds}} с',
  'cli.duration.minutes': '{{minutes}} мин {{seconds}} с',
  'cli.duration.hours': '{{hours}} ч {{minutes}} мин',

  // sabot simulate's help.
  'cli.simulate.description':
    'сыграть раунды по базовой стратегии через диаграмму состояний раунда и показать математическое ожидание (преимущество заведения)',
  'cli.simulate.option.rounds': 'сколько раундов сыграть',
  'cli.simulate.option.seed': 'зерно тасовки (по умолчанию от часов, выводится, чтобы повторить прогон)',
  'cli.simulate.option.boxes':
    'занятые боксы, по одному игроку (по умолчанию: наименьшее, при котором стол сдаёт)',
  'cli.simulate.option.workers': 'рабочие потоки, делящие раунды (1: в самой команде)',
  'cli.simulate.option.json': 'вывести JSON вместо текста',
  'cli.simulate.option.db': 'также записать раунды в этот журнал стола (создаётся, если новый)',
  'cli.simulate.option.from': 'с --db: время стола первого ввода (ISO 8601; по умолчанию сейчас)',
  'cli.simulate.option.operator': 'с --db: дилер, от имени которого записаны раунды',
  'cli.simulate.help': [
    'Каждый раунд проходит через ту же диаграмму состояний раунда и тот же расчёт, что и живой стол:\nперетасованный шуз с подрезной картой профиля (колода домашней игры собирается и тасуется после каждого раунда),\nна каждом боксе один игрок с минимальной ставкой по базовой стратегии, страховка и «равные деньги» отклонены.\nОжидание — среднее нетто игроков за раунд на единицу начальной ставки (отрицательное: преимущество заведения),\nего стандартная ошибка вычисляется по раундам.',
    '--boxes по умолчанию — наименьшее число боксов, при котором стол сдаёт: classic-6d сдаёт только при двух\nзанятых боксах и больше («Для начала игры должны быть заняты не менее двух боксов»), поэтому играет 2 бокса и\nотказывает в --boxes 1; для цифры на один бокс по правилам classic-6d загрузите копию профиля с\ntable.minOccupiedBoxes, равным 1 (--rules ФАЙЛ). Домашняя игра играет сессии подряд по оговорённому\nчислу раундов, каждая с начальных фишек игроков; игрок без фишек заменяется.',
    'Те же --seed и --workers всегда играют те же раунды и выводят те же цифры\n(меняется только скорость); другое число потоков играет другие шузы, и его цифры отличаются\nв пределах стандартной ошибки. Без --seed зерно берётся от часов и выводится.\nИндикатор хода рисуется в стандартном потоке ошибок, если это терминал.',
    'С --db ФАЙЛ раунды также записываются в этот журнал стола (создаётся, если новый), каждый раунд — одна\nтранзакция через службу стола, с источником «simulator»: журнал месяцев игры для\nпроверки пит-боссом и отчётов («sabot verify --db ФАЙЛ» и «sabot replay --db ФАЙЛ» читают его, как\nлюбой другой). Играет в одном потоке, один ввод каждые {{seconds}} с времени стола от --from (по умолчанию сейчас\nили после последнего факта журнала); Ctrl-C останавливает после записываемого раунда.',
  ].join('\n\n'),

  // sabot simulate: the rules line of its report.
  'cli.rules-line.decks': {
    one: '{{count}} колода',
    few: '{{count}} колоды',
    many: '{{count}} колод',
    other: '{{count}} колоды',
  },
  'cli.rules-line.cut-card': 'подрезная карта на {{percent}}%',
  'cli.rules-line.shuffled-every-round': 'тасовка после каждого раунда',
  'cli.rules-line.peek': 'проверка блэкджека при {{upcards}}',
  'cli.rules-line.and': ' и ',
  'cli.rules-line.no-hole-card.all-bets':
    'без закрытой карты (блэкджек дилера забирает и удвоения, и сплиты)',
  'cli.rules-line.no-hole-card.original':
    'без закрытой карты (блэкджек дилера забирает только начальные ставки)',
  'cli.rules-line.no-double': 'без удвоения',
  'cli.rules-line.any-two-cards': 'любых двух картах',
  'cli.rules-line.double.after-split': 'удвоение на {{on}}, и после сплита',
  'cli.rules-line.double.not-after-split': 'удвоение на {{on}}, не после сплита',
  'cli.rules-line.for-less': ', на меньшую сумму',
  'cli.rules-line.no-split': 'без сплита',
  'cli.rules-line.split.rank': 'сплит пар одного ранга до {{hands}}',
  'cli.rules-line.split.value': 'сплит пар одного значения до {{hands}}',
  'cli.rules-line.any-number-of-hands': 'любого числа рук',
  'cli.rules-line.hands': {
    one: '{{count}} руки',
    few: '{{count}} рук',
    many: '{{count}} рук',
    other: '{{count}} рук',
  },
  'cli.rules-line.aces-resplit': ', тузы снова делятся',
  'cli.rules-line.no-surrender': 'без сдачи',
  'cli.rules-line.two-cards-totalling': 'двух картах с суммой {{totals}}',
  'cli.rules-line.surrender': 'сдача на {{on}}',
  'cli.rules-line.without-ace': ' без туза',
  'cli.rules-line.not-against-ace': ', не против туза',
  'cli.rules-line.blackjack-pays': 'блэкджек платит {{pays}}:{{per}}',
  // Usage errors (the command line itself).
  'cli.usage.help-hint': '(запустите с --help, чтобы увидеть использование)',
  'cli.usage.unknown-option': 'ошибка: неизвестный параметр {{option}}',
  'cli.usage.unknown-command': 'ошибка: неизвестная команда {{command}}',
  'cli.usage.required-option': 'ошибка: параметр {{option}} обязателен',
  'cli.usage.argument-missing': 'ошибка: параметру {{option}} нужно значение',
  'cli.usage.missing-argument': 'ошибка: не хватает аргумента {{argument}}',
  'cli.usage.too-many-arguments': {
    one: 'ошибка: слишком много аргументов для {{command}}: она принимает {{expected}}, дан {{count}}',
    few: 'ошибка: слишком много аргументов для {{command}}: она принимает {{expected}}, дано {{count}}',
    many: 'ошибка: слишком много аргументов для {{command}}: она принимает {{expected}}, дано {{count}}',
    other: 'ошибка: слишком много аргументов для {{command}}: она принимает {{expected}}, дано {{count}}',
  },
  'cli.usage.invalid-argument': 'ошибка: {{option}} не может быть {{value}}: {{why}}',
  'cli.usage.did-you-mean': '(возможно, имелось в виду {{suggestion}}?)',

  // The shift report (sabot report shift) and the scripted clock of sabot play --from.
  'cli.play.option.from':
    'с --db: время стола первой строки сценария (ISO 8601), чтобы у фактов было одно и то же время при каждом прогоне',
  'cli.play.option.pace': 'с --from: секунды времени стола между двумя строками (по умолчанию {{seconds}})',
  'cli.play.from-needs-db': '--from задаёт время фактов, записываемых в журнал: укажите журнал через --db',
  'cli.play.pace-needs-from': '--pace разносит строки сценария, сыгранного с --from: укажите и --from',
  'cli.report.description': 'отчёты стола, прочитанные из его журнала',
  'cli.report.shift.description':
    'отчёт смены за игровой день (или месяц на сегодня): открытие, пополнения, возвраты, дроп, закрытие, выигрыш и холд, результат заведения по картам и закрытие, которое должен показать лоток',
  'cli.report.option.day': 'игровой день ГГГГ-ММ-ДД (по умолчанию: день последнего факта журнала)',
  'cli.report.option.month': 'месяц ГГГГ-ММ на сегодня: все его игровые дни, что есть в журнале',
  'cli.report.option.gaming-day-starts':
    'когда начинается игровой день, ЧЧ:ММ местного времени (по умолчанию: стола, иначе 06:00)',
  'cli.report.option.time-zone':
    'часовой пояс казино, например Europe/Paris (по умолчанию: стола, иначе этой машины)',
  'cli.report.option.json': 'вывести отчёт одним документом JSON (форма контракта)',
  'cli.report.option.csv':
    'вывести одну таблицу отчёта в CSV: KIND summary (по умолчанию), days, slips, buy-ins, croupiers, counts или limits',
  'cli.report.option.xlsx': 'записать отчёт в книгу FILE (.xlsx), по листу на таблицу',
  'cli.report.json-and-csv': 'выберите одно из --json, --csv и --xlsx',
  'cli.report.day-and-month': 'укажите игровой день (--day) или месяц (--month), не оба',
  'cli.report.bad-day': '--day принимает игровой день вида 2026-11-02, а не «{{text}}»',
  'cli.report.bad-month': '--month принимает месяц вида 2026-11, а не «{{text}}»',
  'cli.report.bad-csv-kind':
    '--csv принимает таблицу отчёта: summary, days, slips, buy-ins, croupiers, counts или limits, а не «{{text}}»',
  'cli.report.xlsx-written': 'книга {{file}} записана, по листу на каждую: {{sheets}}',
  'cli.report.xlsx-failed': 'книгу {{file}} не удалось записать: {{reason}}',
  'cli.report.xlsx-why.no-folder': 'его папки не существует',
  'cli.report.xlsx-why.forbidden': 'этому пользователю нельзя туда писать',
  'cli.report.xlsx-why.folder': 'это папка, а не файл',
  'cli.report.bad-starts': '--gaming-day-starts принимает местное время вида 06:00, а не «{{text}}»',
  'cli.report.bad-zone': '--time-zone принимает часовой пояс вида Europe/Paris, а не «{{text}}»',
  'cli.report.title.day': 'Отчёт смены стола {{table}}, игровой день {{day}} (с {{starts}}, {{zone}})',
  'cli.report.title.month':
    'Отчёт смены стола {{table}}, месяц на сегодня {{day}} (игровые дни с {{starts}}, {{zone}})',
  'cli.report.no-books':
    'Учёта нет: этот стол ни разу не открывали, лоток не считали. Коны и результат заведения ниже — только по картам.',
  'cli.report.still-open':
    'Стол ещё открыт: закрытие не подсчитано, поэтому закрытие ниже — это лоток, каким он должен быть по картам.',
  'cli.report.nothing': 'За этот период ничего не записано.',
  'cli.report.figure.opener': 'открытие',
  'cli.report.figure.closer': 'закрытие',
  'cli.report.figure.fills': 'пополнения',
  'cli.report.figure.credits': 'возвраты',
  'cli.report.figure.drop': 'дроп',
  'cli.report.figure.markers': 'из них маркеры',
  'cli.report.figure.chips-sold': 'продано фишек',
  'cli.report.figure.win': 'выигрыш',
  'cli.report.figure.hold': 'холд (выигрыш ÷ дроп)',
  'cli.report.figure.house-result': 'результат заведения (карты)',
  'cli.report.figure.expected-closer': 'ожидаемое закрытие',
  'cli.report.figure.discrepancy': 'расхождение',
  'cli.report.figure.rounds': 'коны',
  'cli.report.figure.rounds-per-hour': 'конов в час',
  'cli.report.hold-none': '— (нет дропа)',
  'cli.report.discrepancy.none': 'В лотке столько, сколько говорят карты.',
  'cli.report.discrepancy.short':
    'В лотке не хватает {{amount}}: ошибка выплаты, пропавшие фишки или ошибка счёта — проверить.',
  'cli.report.discrepancy.over':
    'В лотке на {{amount}} больше, чем говорят карты: ошибка выплаты или счёта — проверить.',
  'cli.report.heading.days-money': 'Игровые дни: деньги лотка',
  'cli.report.heading.days-result': 'Игровые дни: результат',
  'cli.report.column.gaming-day': 'игровой день',
  'cli.report.heading.counts': 'Подсчёты лотка',
  'cli.report.heading.opener-differs': 'Открытия, отличные от последнего закрытия',
  'cli.report.heading.slips': 'Квитанции',
  'cli.report.heading.buy-ins': 'Покупки фишек',
  'cli.report.heading.adjustments': 'Решения по выплаченным раундам (фишки к перемещению)',
  'cli.report.column.round': 'раунд',
  'cli.report.column.ruling': 'решение',
  'cli.report.column.ruled-by': 'решил',
  'cli.report.column.moves': 'фишки к перемещению',
  'cli.report.column.acknowledged': 'перемещены',
  'cli.report.acknowledged': '{{at}}, {{by}}',
  'cli.report.not-acknowledged': 'ЕЩЁ НЕТ',
  'cli.report.ruling.void': 'аннулирован: {{reason}}',
  'cli.report.ruling.card': 'карта {{detail}}',
  'cli.report.column.buy-in': '№',
  'cli.report.column.box': 'бокс',
  'cli.report.column.bettor': 'игрок (карта)',
  'cli.report.column.method': 'оплата',
  'cli.report.column.recorded-by': 'записал',
  'cli.report.method.cash': 'наличные',
  'cli.report.method.marker': 'маркер',
  'cli.report.heading.croupiers': 'Крупье',
  'cli.report.heading.limits': 'Лимиты',
  'cli.report.opener-differs': '{{at}}: открытие {{opener}}, последнее закрытие {{closer}}',
  'cli.report.heading.clock-back': 'Часы переведены назад',
  'cli.report.clock-back':
    '{{at}}: записано после факта от {{after}}: часы стола переведены назад; факты сохранены как записаны, проверьте время вокруг',
  'cli.report.count.opener': 'открытие',
  'cli.report.count.closer': 'закрытие',
  'cli.report.kind.fill': 'пополнение',
  'cli.report.kind.credit': 'возврат',
  'cli.report.status.void': 'АННУЛИРОВАНО: {{reason}}',
  'cli.report.column.table': 'стол',
  'cli.report.column.figure': 'показатель',
  'cli.report.column.amount': 'сумма',
  'cli.report.column.at': 'время',
  'cli.report.column.by': 'подписали',
  'cli.report.column.slip': 'квитанция',
  'cli.report.column.kind': 'вид',
  'cli.report.column.status': 'статус',
  'cli.report.column.croupier': 'крупье',
  'cli.report.column.rounds': 'коны',
  'cli.report.column.hours': 'часы',
  'cli.report.column.misdeals': 'ошибки сдачи',
  'cli.report.column.corrections': 'исправления',
  'cli.report.column.voids': 'аннулированные коны',
  'cli.report.column.from': 'с',
  'cli.report.column.min': 'минимум',
  'cli.report.column.max': 'максимум',

  // simulated shifts: sabot simulate --days.
  'cli.simulate.label.days': 'Дни:',
  'cli.simulate.label.books': 'Учёт:',
  'cli.simulate.shifts.title': 'Симуляция смен {{id}} — {{name}}',
  'cli.simulate.shifts.play': {
    one: '{{count}} бокс, игроки ставят от {{low}} до {{high}} по базовой стратегии, {{perHour}} раундов в час, {{hours}} ч за игровой день',
    few: '{{count}} бокса, игроки ставят от {{low}} до {{high}} по базовой стратегии, {{perHour}} раундов в час, {{hours}} ч за игровой день',
    many: '{{count}} боксов, игроки ставят от {{low}} до {{high}} по базовой стратегии, {{perHour}} раундов в час, {{hours}} ч за игровой день',
    other:
      '{{count}} бокса, игроки ставят от {{low}} до {{high}} по базовой стратегии, {{perHour}} раундов в час, {{hours}} ч за игровой день',
  },
  'cli.simulate.shifts.days': {
    one: '{{count}} игровой день, первый открыт {{from}} UTC: раундов {{rounds}}, смен крупье {{changes}}',
    few: '{{count}} игровых дня, первый открыт {{from}} UTC: раундов {{rounds}}, смен крупье {{changes}}',
    many: '{{count}} игровых дней, первый открыт {{from}} UTC: раундов {{rounds}}, смен крупье {{changes}}',
    other: '{{count}} игрового дня, первый открыт {{from}} UTC: раундов {{rounds}}, смен крупье {{changes}}',
  },
  'cli.simulate.shifts.books':
    'дроп {{drop}} (наличные {{cash}}, маркеры {{markers}}; покупок фишек {{buyIns}}), пополнений {{fills}}, возвратов {{credits}}, аннулированных бланков {{voids}}; результат банка {{house}}; последний пересчёт при закрытии {{closer}}',
  'cli.simulate.shifts.speed': '{{rate}} раундов/с, {{elapsed}}',
  'cli.simulate.shifts.repeat': '--seed {{seed}} повторяет те же смены в новом журнале',
  'cli.simulate.shifts.rounds-or-days':
    'укажите --rounds N (число раундов) или --days N с --db ФАЙЛ (целые игровые дни одного стола), но не оба',
  'cli.simulate.shifts.need-db': '--days записывает целые игровые дни в журнал стола: добавьте --db ФАЙЛ',
  'cli.simulate.shifts.home-game': '{{profile}} — домашняя игра без лотка фишек: --days играет стол казино',
  'cli.simulate.shifts.table-open':
    'стол в {{path}} открыт (нет пересчёта при закрытии), и неизвестно, что в его лотке: закройте его, прежде чем симулировать новые игровые дни',
  'cli.simulate.shifts.tray': 'лоток --tray: {{why}}',
  'cli.simulate.shifts.tray-form':
    'укажите число фишек каждого номинала, например {"5":200,"25":200,"100":100} (номиналы {{chips}})',
  'cli.simulate.shifts.names': '{{option}} принимает имена через запятую, хотя бы одно',
  'cli.simulate.option.days': 'с --db: целые игровые дни одного стола с его учётом (вместо --rounds)',
  'cli.simulate.option.hours': 'с --days: сколько часов стол открыт каждый игровой день',
  'cli.simulate.option.rounds-per-hour':
    'с --days: темп крупье (по умолчанию 60 при семи боксах, больше при меньшем числе)',
  'cli.simulate.option.tray':
    'с --days: лоток первого открытия и норма, которую держат пополнения и возвраты (JSON)',
  'cli.simulate.option.croupiers':
    'с --days: крупье, сменяющие друг друга за столом каждый час (через запятую)',
  'cli.simulate.option.supervisors':
    'с --days: супервайзеры, подписывающие учёт, по одному на игровой день по очереди',
  'cli.simulate.shifts.help':
    'С --days N и --db ФАЙЛ стол играет целые игровые дни со своим учётом: каждый день открывается в\n--from (затем каждые 24 часа) с пересчитанным лотком (в первый день --tray, по умолчанию\n{{tray}}; затем последний пересчёт при закрытии), игроки\nсадятся и покупают фишки (наличные, иногда маркеры), крупье сменяется каждый час, пополнение, когда\nлоток пустеет, и возврат, когда он переполнен, на бланках без пропусков, раунды в темпе\n--rounds-per-hour и закрытие через --hours (по умолчанию {{hours}}) с лотком, каким его оставило\nкаждое движение фишек, так что отчёт смены сходится. Игровой день начинается в 06:00: открытие в\n18:00 на 8 часов укладывается в один день.\nС --days по умолчанию заняты все боксы стола (--boxes).',
  // rule meanings: the values of sabot rules ID that are no key of a profile file.
  'cli.rules.yes': 'да',
  'cli.rules.no': 'нет',
  'cli.rules.none': 'не задано',
  // server lines: what sabot serve says on its terminal while it runs.
  'cli.serve.clear-text':
    'sabot serve: внимание: сервер слушает за пределами loopback без TLS, поэтому PIN-коды идут по сети открытым текстом (их может прочитать любой в этой сети); укажите --tls-cert и --tls-key, чтобы работать по HTTPS и WSS',
  'cli.serve.file-failed': 'sabot serve: не удалось отправить файл панели: {{detail}}',
  'cli.serve.internal-error': 'sabot serve: внутренняя ошибка в {{op}}: {{detail}}',
  'cli.serve.croupier-pin-not-a-pin': 'PIN-код дилера: PIN-код — это от 4 до 12 цифр',
  'cli.serve.review-pin-not-a-pin': 'PIN-код проверки: PIN-код — это от 4 до 12 цифр',
  'cli.serve.pins-same': 'PIN-коды дилера и проверки должны различаться',
  // rule meanings: the rules a strategy chart was derived for.
  'cli.strategy-rules.peek':
    'проверка: дилер смотрит, нет ли у него блэкджека, когда у него открыт {{upcards}}',
  'cli.strategy-rules.separator': '; ',
  'cli.strategy-rules.or': ' или ',
  'cli.strategy-rules.no-hole-card.all-bets':
    'без закрытой карты: блэкджек дилера забирает все ставки, включая удвоения и сплиты',
  'cli.strategy-rules.no-hole-card.original':
    'без закрытой карты: блэкджек дилера забирает только исходные ставки',
  'cli.strategy-rules.double.after-split': 'удвоение на {{on}}, и после сплита',
  'cli.strategy-rules.double.not-after-split': 'удвоение на {{on}}, не после сплита',
  'cli.strategy-rules.split': '{{pairs}} {{hands}}, {{aces}}',
  'cli.strategy-rules.pairs.rank': 'сплит пар одного ранга (K-Q не делится)',
  'cli.strategy-rules.pairs.value': 'сплит пар одного значения',
  'cli.strategy-rules.resplit-no-limit': 'с повторным сплитом без ограничения',
  'cli.strategy-rules.once': 'один раз',
  'cli.strategy-rules.to-hands': {
    one: 'до {{count}} руки',
    few: 'до {{count}} рук',
    many: 'до {{count}} рук',
    other: 'до {{count}} руки',
  },
  'cli.strategy-rules.aces.resplit': 'на разделённые тузы по одной карте, туз делится снова',
  'cli.strategy-rules.aces.one-card': 'на разделённые тузы по одной карте',
  'cli.strategy-rules.surrender': 'сдача на {{on}}',
  'cli.strategy-rules.on-two-cards': 'двух картах с суммой {{totals}}',
  'cli.strategy-rules.must-draw-below': 'рука меньше {{total}} обязана брать карту',
  'cli.strategy-rules.stands-on-21': 'рука с 21 останавливается',
  // live books
  'cli.role.croupier': 'крупье',
  'cli.pin.option.role':
    'роль, чей PIN-код задаётся: pit-boss, bank или croupier (по умолчанию — роль, которая решает споры за этим столом)',
  'cli.pin.unknown-role': 'роли «{{role}}» нет: PIN-код есть у ролей {{roles}}',
  'cli.books.description':
    'учёт пит-босса за столом без экрана: открытие, закрытие, пополнения, возвраты, аннулирования, смена лимитов и дилера',
  'cli.books.two-pins': '(PIN-код пит-босса в первой строке стандартного ввода, PIN-код дилера во второй)',
  'cli.books.one-pin': '(PIN-код пит-босса в стандартном вводе)',
  'cli.books.open': 'открыть стол с пересчётом лотка',
  'cli.books.close': 'закрыть стол с пересчётом лотка',
  'cli.books.fill': 'фишки из кассы в лоток по квитанции пополнения',
  'cli.books.credit': 'фишки обратно в кассу по квитанции возврата',
  'cli.books.void': 'аннулировать квитанцию (или испорченный бланк, следующий в серии)',
  'cli.books.limits': 'лимиты стола, со следующего раунда, если ставки уже сделаны',
  'cli.books.void-buy-in':
    'аннулировать ошибочно записанную покупку фишек по её номеру в отчёте смены (сумма уходит из дропа; покупка остаётся в списке как аннулированная)',
  'cli.books.option.buy-in': 'номер покупки фишек, как в отчёте смены',
  'cli.books.croupier': 'дилер на смене с этого момента',
  'cli.books.option.operator': 'пит-босс (подписывающий супервайзер)',
  'cli.books.option.croupier': 'подписывающий дилер (по умолчанию: дилер на смене)',
  'cli.books.option.count': 'фишки по номиналу, например 25=80,100=40',
  'cli.books.option.slip': 'номер квитанции, например F-0007 или C-0003',
  'cli.books.option.cashier': 'кассир, указанный в квитанции',
  'cli.books.option.runner': 'курьер, принёсший фишки',
  'cli.books.option.reason': 'почему квитанция аннулирована',
  'cli.books.option.min': 'минимум стола',
  'cli.books.option.max': 'максимум стола',
  'cli.books.option.name': 'дилер, принимающий стол',
  'cli.books.bad-count': '--count принимает фишки по номиналу, как 25=80,100=40, а не «{{text}}»',
  'cli.books.chip-twice':
    '--count называет фишку {{chip}} дважды: укажите каждый номинал один раз, со всеми его фишками',
  // The shift report's signers.
  'cli.report.signed': '{{role}}: {{name}}',
  // A new table's configuration.
  'cli.table-config.option.chips':
    'номиналы фишек в лотке нового стола, в единицах стола, например 1,5,25,100,500,1000 (по умолчанию)',
  'cli.table-config.option.identify-above':
    'наличные, на которые клиент покупает фишки за игровой день, сверх этой суммы в единицах стола подлежат отчёту (Title 31 США: 10000; проверка клиента ЕС/Великобритания: 2000): крупье должен проверить документ перед покупкой, которая её превышает',
  'cli.table-config.option.buy-in-confirm':
    'новый стол переспрашивает, прежде чем записать покупку фишек больше стольких максимумов стола (по умолчанию 10)',
  'cli.table-config.bad-chips':
    '{{text}} — не набор фишек: номиналы в единицах стола через запятую, например 1,5,25,100,500,1000',
  // The hold's expected interval.
  'cli.table-config.option.expected-hold':
    'ожидаемый интервал холда (выигрыш ÷ дроп), в процентах, например 8-20: холд вне его отмечается',
  'cli.table-config.bad-expected-hold': '{{text}} — не интервал: два процента, меньший первым, например 8-20',
  'cli.report.hold-outside':
    'Холд {{hold}} вне ожидаемого интервала от {{low}} до {{high}}: нужно разобраться.',
  // sabot ship: журнал стола в центральную базу зала.
  'cli.ship.description':
    'отправить журнал стола (факты и журналы) в центральную базу PostgreSQL зала: догнать вручную или следить в реальном времени с --follow',
  'cli.ship.option.pg': 'центральная база, например postgres://sabot@pit-db:5432/sabot',
  'cli.ship.option.table': 'имя стола в центре (по умолчанию: имя файла журнала без .db)',
  'cli.ship.option.follow': 'отправлять каждый новый факт, пока не остановят (Ctrl-C)',
  'cli.ship.option.batch': 'фактов в пакете (по умолчанию 2000)',
  'cli.ship.exit-codes':
    'Коды выхода: 0 центр хранит весь журнал, 1 центр недоступен, 3 центр отклонил журнал (названы стол и первая неверная позиция).',
  'cli.ship.shipped': 'стол {{table}}: центр хранит позиции с 1 по {{position}} (в журнале {{local}})',
  // sabot pit verify, report and rounds: the pit's checks, reports and searches at the center.
  'cli.pit.description':
    'команды пита над его центральной базой PostgreSQL: проверки, отчёты и поиск по всем столам, план зала питбосса',
  'cli.pit.option.table': 'только этот стол (его имя в центре)',
  'cli.pit.option.json': 'вывести один документ JSON (в форме контракта)',
  'cli.pit.option.cache':
    'хранить реплики столов в этой папке между запусками (каждый раз копируется только новое); по умолчанию: временная папка',
  'cli.pit.no-table': 'в центре нет стола {{table}}',
  'cli.pit.journal.refusals': 'журнале отказов',
  'cli.pit.journal.device': 'журнале устройств',
  'cli.pit.verify.description':
    'проверить каждую цепочку, хранимую в центре: каждый факт заново хеширован и сцеплен, журналы без пропусков, голова каждого стола сверена с той, о которой он сообщил',
  'cli.pit.verify.exit-codes':
    'Коды выхода: 0 все цепочки целы, 1 центр недоступен, 3 цепочка нарушена (названы стол и первая неверная позиция).',
  'cli.pit.verify.no-tables': 'В центре пока нет ни одного стола.',
  'cli.pit.verify.not-intact': 'столов с нарушенной цепочкой в центре: {{broken}} из {{tables}}',
  'cli.pit.verify.intact': 'стол {{table}}: цел, фактов {{position}}, голова {{hash}}',
  'cli.pit.verify.behind': '{{intact}}; стол сообщает о {{reported}} (ещё не сохранено: {{behind}})',
  'cli.pit.verify.broken': 'стол {{table}}: НАРУШЕН начиная с позиции {{position}}: {{why}}',
  'cli.pit.verify.problem.hash-mismatch':
    'факт, сохранённый на позиции {{position}}, не совпадает со своим хешем (изменён в центре)',
  'cli.pit.verify.problem.breaks-chain': 'факт, сохранённый на позиции {{position}}, не сцеплен с предыдущим',
  'cli.pit.verify.problem.gap': 'среди сохранённых фактов нет позиции {{position}}',
  'cli.pit.verify.problem.not-a-fact':
    'факт, сохранённый в позиции {{position}}, продолжает цепочку, но Sabot не может его прочитать: пит не учитывает стол в своих отчётах',
  'cli.pit.verify.problem.head-differs':
    'голова стола в центре (позиция {{head}}) — не последний сохранённый факт',
  'cli.pit.verify.problem.table-shorter':
    'стол сообщает о {{reported}} фактах, меньше сохранённых {{head}}: его журнал обрезан или переписан',
  'cli.pit.verify.problem.journal-gap': 'в {{journal}} нет записи {{position}}',
  'cli.pit.verify.problem.journal-altered':
    'запись {{position}} в {{journal}} не совпадает со своей печатью: она изменена или выдумана',
  'cli.pit.verify.problem.journal-breaks':
    'в {{journal}} разрыв на записи {{position}}: она не следует за предыдущей',
  'cli.pit.report.description': 'сменный отчёт пита: отчёт каждого стола и итоги пита, прочитанные из центра',
  'cli.pit.report.option.day':
    'игровой день ГГГГ-ММ-ДД (по умолчанию: текущий игровой день, последний, в который играл какой-либо стол)',
  'cli.pit.report.option.all':
    'каждый игровой день, который есть в журналах, по отчёту на день, от старых к новым',
  'cli.pit.report.all-and-period': 'выберите одно из --day, --month и --all',
  'cli.pit.report.title.day': 'Пит, игровой день {{day}}: столов {{tables}}',
  'cli.pit.report.title.month': 'Пит, месяц {{day}} по сегодняшний день: столов {{tables}}',
  'cli.pit.report.totals': 'пит',
  'cli.pit.report.still-open': 'Стол {{table}} ещё открыт: его закрывающий пересчёт ещё не учтён.',
  'cli.pit.rounds.description':
    'искать раунды по всем столам (неверная сдача, исправление, аннулирование, тревога; каждый раунд игрока), сначала раунды проецируются из центра',
  'cli.pit.rounds.option.day': 'только раунды этого игрового дня ГГГГ-ММ-ДД',
  'cli.pit.rounds.column.day': 'игровой день',
  // The last English (shoe-sim, server bodies, profile names, profile faults).
  'cli.shoe-sim.description': 'имитирует шуз со считывателем карт (SBT1) на последовательной линии',
  'cli.shoe-sim.option.pty':
    'создать пару псевдотерминалов (нужен socat) и вывести путь, который открывает стол',
  'cli.shoe-sim.option.pty-dir':
    'с --pty: создать ссылки здесь (DIR/host, DIR/reader), чтобы путь не менялся',
  'cli.shoe-sim.option.power-on-delay':
    'пауза перед приветствием, чтобы стол, уже ждущий на этом пути, открыл его первым (по умолчанию 1000 с --pty)',
  'cli.shoe-sim.option.path': 'писать вместо этого в этот последовательный порт',
  'cli.shoe-sim.option.print': 'выводить кадры в стандартный вывод (без порта)',
  'cli.shoe-sim.option.seed': 'зерно перемешивания и сбоев (по умолчанию от часов, выводится)',
  'cli.shoe-sim.option.script': 'сдавать эти карты по порядку, по одной в строке, вместо перемешанного шуза',
  'cli.shoe-sim.option.pace': 'между картами (по умолчанию 800; 0 с --print)',
  'cli.shoe-sim.option.keypress': 'одна карта на нажатие клавиши (q или Ctrl-C останавливает)',
  'cli.shoe-sim.option.baud': 'скорость линии',
  'cli.shoe-sim.option.corrupt': 'доля кадров, искажённых на линии, от 0 до 1',
  'cli.shoe-sim.option.drop': 'доля потерянных кадров (пропуск в нумерации), от 0 до 1',
  'cli.shoe-sim.option.duplicate': 'доля кадров, отправленных дважды, от 0 до 1',
  'cli.shoe-sim.option.garbage': 'доля кадров, которым предшествует шум на линии, от 0 до 1',
  'cli.shoe-sim.option.silence-every': 'замолкать каждые столько секунд',
  'cli.shoe-sim.option.disconnect-every': 'уходить с линии каждые столько секунд (с --pty: порт исчезает)',
  'cli.shoe-sim.option.for-this-long': 'на столько',
  'cli.shoe-sim.option.exit-when-empty': 'остановиться, когда шуз опустеет, а не оставаться на линии',
  'cli.shoe-sim.say-where': 'укажите, куда пишет считыватель: --pty, --path ПУТЬ или --print (что-то одно)',
  'cli.shoe-sim.keypress-needs-port': '--keypress нужен порт: используйте --pty или --path',
  'cli.shoe-sim.outages-need-port': 'для пауз и отключений нужен порт: используйте --pty или --path',
  'cli.shoe-sim.started': 'Имитатор считывателя шуза: {{load}}, пишет в {{line}}',
  'cli.shoe-sim.started-faults-seeded':
    'Имитатор считывателя шуза: {{load}} (сбои с зерном {{seed}}), пишет в {{line}}',
  'cli.shoe-sim.load.shuffled': {
    one: '{{count}} колода, перемешанная с зерном {{seed}}',
    few: '{{count}} колоды, перемешанные с зерном {{seed}}',
    many: '{{count}} колод, перемешанных с зерном {{seed}}',
    other: '{{count}} колоды, перемешанные с зерном {{seed}}',
  },
  'cli.shoe-sim.load.scripted': {
    one: '{{count}} заданная карта',
    few: '{{count}} заданные карты',
    many: '{{count}} заданных карт',
    other: '{{count}} заданной карты',
  },
  'cli.shoe-sim.load.cut-card': {
    one: '{{load}}, подрезная карта после {{count}} карты',
    few: '{{load}}, подрезная карта после {{count}} карт',
    many: '{{load}}, подрезная карта после {{count}} карт',
    other: '{{load}}, подрезная карта после {{count}} карты',
  },
  'cli.shoe-sim.line.standard-output': 'стандартный вывод',
  'cli.shoe-sim.line.pty': 'pty {{path}} (стол открывает {{host}})',
  'cli.shoe-sim.line.serial-port': 'последовательный порт {{path}}',
  'cli.shoe-sim.table-opens': 'Стол открывает: {{path}}',
  'cli.shoe-sim.press-a-key': 'Нажимайте клавишу для каждой карты (q — остановить).',
  'cli.shoe-sim.empty-stays-on-line':
    'Шуз пуст; считыватель остаётся на линии (пульс). Ctrl-C выключает его.',
  'cli.shoe-sim.sent.line': '№{{seq}} {{what}}',
  'cli.shoe-sim.sent.line-noted': '№{{seq}} {{what}} ({{notes}})',
  'cli.shoe-sim.sent.card': 'карта {{card}}',
  'cli.shoe-sim.sent.status': 'состояние {{status}}',
  'cli.shoe-sim.sent.hello': 'приветствие',
  'cli.shoe-sim.sent.heartbeat': 'пульс',
  'cli.shoe-sim.sent.corrupted': 'искажён на линии',
  'cli.shoe-sim.sent.dropped': 'потерян на линии: стол видит пропуск',
  'cli.shoe-sim.sent.not-sent': 'не отправлен: {{problem}}',
  'cli.shoe-sim.sent.duplicated': 'отправлен дважды',
  'cli.shoe-sim.sent.after-noise': {
    one: 'после {{count}} байта шума',
    few: 'после {{count}} байт шума',
    many: 'после {{count}} байт шума',
    other: 'после {{count}} байта шума',
  },
  'cli.shoe-sim.tally.frames':
    'Отправлено кадров: с картой — {{card}}, состояния — {{status}}, пульса — {{heartbeat}}, приветствия — {{hello}}.',
  'cli.shoe-sim.tally.faults':
    'Сбои: искажено — {{corrupted}}, потеряно — {{dropped}}, отправлено дважды — {{duplicated}}, байт шума — {{noise}}, пауз — {{silences}}, отключений — {{disconnects}}, не отправлено — {{notSent}}.',
  'cli.shoe-sim.tally.cards': {
    one: 'Из шуза вышла {{count}} карта; целыми до линии дошли {{intact}}.',
    few: 'Из шуза вышли {{count}} карты; целыми до линии дошли {{intact}}.',
    many: 'Из шуза вышло {{count}} карт; целыми до линии дошли {{intact}}.',
    other: 'Из шуза вышло {{count}} карты; целыми до линии дошли {{intact}}.',
  },
  // Отправка живого стола в центр.
  'cli.table.option.pg':
    'отправлять каждый факт в центральную базу зала по этому URL сразу после записи (стол никогда её не ждёт)',
  'cli.table.option.pit':
    'отправлять в центр зала, который sabot pit serve запускает в этом каталоге данных, без URL (--pg важнее)',
  'cli.table.option.table-id':
    'с --pg или --pit: имя стола в центре (по умолчанию: имя файла журнала без .db)',
  'cli.table.shipping.shipped': 'ЦЕНТР стол {{table}}: центр хранит все факты',
  'cli.table.shipping.behind': {
    one: 'ЦЕНТР стол {{table}}: осталось отправить {{count}} факт',
    few: 'ЦЕНТР стол {{table}}: осталось отправить {{count}} факта',
    many: 'ЦЕНТР стол {{table}}: осталось отправить {{count}} фактов',
    other: 'ЦЕНТР стол {{table}}: осталось отправить {{count}} факта',
  },
  'cli.table.shipping.unreachable': 'ЦЕНТР с {{since}}: {{why}}',
  'cli.table.shipping.refused': 'ЦЕНТР {{why}}',
  // Сервер пита и его PIN-коды.
  'cli.pit.serve.description':
    'показать питбоссу план зала всех столов, отправляющих данные в центральную базу',
  'cli.pit.serve.option.pg':
    'центральный PostgreSQL казино (основной), например postgres://sabot@pit-db:5432/sabot; без него — собственный PostgreSQL зала в каталоге данных, запускаемый и останавливаемый вместе с сервером',
  'cli.pit.serve.cache-unusable':
    'папка реплик {{dir}} непригодна: {{problem}}; укажите другую через --cache ПАПКА или не указывайте, чтобы взять временную',
  'cli.pit.own.postgres-missing':
    'собственному PostgreSQL зала нужен пакет Debian postgresql, он не установлен: установите его от root командой apt-get install -y postgresql или укажите сервер казино через --pg URL',
  'cli.pit.own.already-running':
    'зал этого каталога данных уже работает (процесс {{pid}} на {{host}}, с {{since}}): откройте его план зала или сначала остановите его',
  'cli.pit.own.socket-path-too-long':
    'PostgreSQL зала не может создать сокет {{path}}: путь сокета не длиннее {{most}} байт; укажите в SABOT_DATA_DIR более короткую папку',
  'cli.pit.own.folder-closed':
    'PostgreSQL зала работает от пользователя {{account}}, которому недоступна папка {{dir}}: укажите в SABOT_DATA_DIR папку, куда {{account}} может войти (например, в /var/lib), или запускайте sabot от обычного пользователя',
  'cli.pit.own.start-failed': 'PostgreSQL зала не запустился ({{detail}}); его журнал: {{log}}',
  'cli.pit.own.center':
    'Центр — собственный PostgreSQL этой машины в {{dir}}, запускается и останавливается вместе с сервером зала; принимает столы с любым именем.',
  'cli.pit.own.join': 'Стол этой машины подключается к залу командой: {{serve}} (или {{start}})',
  'cli.pit.own.other-commands':
    'Остальные команды зала (sabot pit pin set, pit report, pit admit…) принимают --pg с URL из строки Center выше.',
  'cli.pit.option.pg':
    'центральный PostgreSQL казино (основной), например postgres://sabot@pit-db:5432/sabot',
  'cli.pit.option.read-pg': 'его потоковая реплика: план зала и обзоры читают факты там (запись идёт в --pg)',
  'cli.pit.option.port': 'порт плана зала',
  'cli.pit.option.beyond-loopback':
    'слушать на всех интерфейсах (терминалы пита), а не только на этой машине; тогда используйте TLS',
  'cli.pit.serve.option.cache': 'папка реплик столов (по умолчанию временная папка, удаляется при выходе)',
  'cli.pit.option.lag-after': 'секунд без вестей от стола до тревоги о задержке отправки (по умолчанию 10)',
  'cli.pit.option.check-every': 'миллисекунд между проверками задержки отправки (по умолчанию 1000)',
  'cli.pit.serve.listening': 'Пит: столов — {{tables}}, база {{center}}{{mode}}',
  'cli.pit.serve.mode-tls': ', через TLS',
  'cli.pit.serve.stop': 'Ctrl-C останавливает сервер пита.',
  'cli.pit.serve.closed': 'Сервер пита остановлен.',
  'cli.pit.serve.no-pin':
    'PIN питбосса или роли просмотра ещё не задан: задайте их командой sabot pit pin set --pg URL --role pit-boss|review',
  'cli.pit.clear-text':
    'sabot pit serve: приём за пределами этой машины без TLS: PIN-коды идут по сети открытым текстом (укажите --tls-cert и --tls-key)',
  'cli.pit.file-failed': 'sabot pit serve: файл плана зала не удалось отправить: {{detail}}',
  'cli.pit.internal-error': 'sabot pit serve: внутренняя ошибка в {{op}}: {{detail}}',
  'cli.pit.center-lost':
    'sabot pit serve: центральная база перестала отвечать ({{detail}}): план зала показывает последние строки, пока она не вернётся',
  'cli.pit.center-back': 'sabot pit serve: центральная база снова отвечает',
  'cli.pit.fold-failed':
    'sabot pit serve: строку стола {{table}} не удалось прочитать из его реплики: {{detail}}',
  'cli.pit.journal-failed': 'sabot pit serve: строку центрального журнала не удалось записать: {{detail}}',
  'cli.pit.pin.description': 'PIN-коды пита, хранимые в центральной базе',
  'cli.pit.pin.set.description':
    'задать или сменить PIN питбосса или роли просмотра; смена сначала спрашивает текущий PIN (оба читаются со стандартного ввода)',
  'cli.pit.pin.option.role': 'pit-boss или review',
  'cli.pit.pin.option.operator': 'кто его задаёт (сохраняется в центральном журнале)',
  'cli.pit.pin.option.by':
    'чей текущий PIN разрешает смену: самой роли (по умолчанию) или pit-boss, который ведает обоими',
  'cli.pit.pin.unknown-role': 'роли пита {{role}} нет: pit-boss или review',
  'cli.pit.pin.the-new': 'новый PIN пита для роли {{role}}',
  'cli.pit.pin.the-current': 'текущий PIN пита для роли {{role}}',
  'cli.pit.pin.set': 'PIN пита для роли {{role}} задан в {{center}}',
  'cli.pit.admit.description':
    'допустить столы в пит (стол отправляет журнал только после допуска), с PIN питбосса со стандартного ввода; --list показывает их',
  'cli.pit.admit.option.table': 'стол для допуска (опцию можно повторять)',
  'cli.pit.admit.option.from': 'файл со столами для допуска, по одному в строке (# начинает комментарий)',
  'cli.pit.admit.option.list': 'показать допущенные столы и отправлял ли каждый журнал',
  'cli.pit.admit.none': 'назовите столы для допуска: --table ID (несколько раз) или --from ФАЙЛ',
  'cli.pit.admit.operator': 'укажите, кто допускает: --operator ИМЯ (сохраняется в центральном журнале)',
  'cli.pit.admit.from-unreadable': 'список {{file}} не читается: {{detail}}',
  'cli.pit.admit.done': 'допущены в {{center}}: {{tables}}',
  'cli.pit.admit.already': 'уже допущены: {{tables}}',
  'cli.pit.admit.list-empty': 'в этом центре ещё нет допущенных столов',
  'cli.pit.admit.list-shipped': '{{table}}  допущен {{by}} в {{at}}, отправляет журнал',
  'cli.pit.admit.list-waiting': '{{table}}  допущен {{by}} в {{at}}, ещё ничего не отправлено',
  'cli.edge.description':
    'преимущество заведения для профиля правил: точное или смоделированное и записанное в журнал стола для рейтингов игроков',
  'cli.edge.exact.description':
    'точное математическое ожидание игрока на новом шузе, комбинаторным анализом каждой руки',
  'cli.edge.option.strategy':
    'basic (таблица, которую печатает sabot strategy) или composition (каждый старт из двух карт сыгран по точному составу)',
  'cli.edge.option.json': 'вывести JSON вместо таблицы',
  'cli.edge.method': [
    'Каждая открытая карта, старт из двух карт и взятая карта взвешены по картам, оставшимся в этот момент, против',
    'точных вероятностей дилера для этого состава. Страховка и even money не берутся; удвоение всегда полное.',
    'Разделённые руки берут карты из шуза без открытой карты и карт пары, но не без карт других рук (обычное приближение).',
  ].join('\n'),
  'cli.edge.title': 'Точное преимущество заведения для {{id}} — {{name}}',
  'cli.edge.rules': 'Правила: {{rules}}.',
  'cli.edge.strategy-basic': 'Стратегия: таблица базовой стратегии профиля, по сумме очков (sabot strategy).',
  'cli.edge.strategy-composition':
    'Стратегия: каждый старт из двух карт сыгран по точному составу; следующие карты — взять или остановиться по точному составу.',
  'cli.edge.up-card': 'открытая карта',
  'cli.edge.probability': 'вероятность',
  'cli.edge.ev': 'ожидание',
  'cli.edge.total':
    'Ожидание игрока: {{ev}} начальной ставки (преимущество заведения {{edge}}); вычислено за {{seconds}} с.',
  'cli.edge.unknown-strategy': 'стратегии {{strategy}} нет: basic или composition',
  'cli.edge.original-bets-only':
    'в этом профиле блэкджек дилера, найденный после игроков, забирает только начальные ставки: точный анализ этого не охватывает',
  'cli.simulate.option.engine':
    'как играются раунды: fast (быстрый путь, выборка переигрывается через автомат для проверки) или statechart (каждый ввод через автомат раунда); по умолчанию fast свыше миллиона раундов',
  'cli.simulate.engine-db': '--db записывает раунды через автомат: уберите --engine fast',
  'cli.simulate.engine-unsupported':
    'быстрый путь не играет эти правила ({{why}}): используйте --engine statechart',
  'cli.simulate.label.check': 'Проверка:',
  'cli.simulate.check': 'быстрый путь; первые {{rounds}} раундов переиграны через автомат: совпадают',
  'cli.simulate.check-mismatch':
    'быстрый путь и автомат расходятся в раунде {{round}} проверки (зерно {{seed}}): автомат {{statechart}}; быстрый путь {{fast}}',
  'cli.simulate.engine-choice': '--engine принимает fast или statechart, а не «{{text}}»',
  'cli.protection.description':
    'защита игры для службы наблюдения: ставки по счёту, игра по индексам счёта и по закрытой карте, показатели крупье и выигрыш стола за день — только по журналу',
  'cli.protection.option.day': 'один игровой день ГГГГ-ММ-ДД (по умолчанию: все раунды журнала)',
  'cli.protection.option.edge':
    'преимущество заведения в процентах от начальной ставки, от которого ожидается выигрыш стола (по умолчанию: точное преимущество, записанное в журнале стола; без него — записанное смоделированное, иначе смоделированное значение профиля)',
  'cli.protection.option.json': 'вывести все сигналы в JSON',
  'cli.protection.bad-edge':
    '--edge принимает преимущество заведения в процентах, например 0.65, а не «{{text}}»',
  'cli.protection.header':
    'защита игры, {{profile}}: {{rounds}} раундов прочитано из журнала; игровые дни {{days}} (строки с ! выделяются)',
  'cli.protection.none': 'нет',
  'cli.protection.count-betting':
    'ставки по счёту: начальная ставка против истинного счёта Hi-Lo перед раундом, сигнал при p < {{p}}',
  'cli.protection.count-line':
    '{{player}}: r {{r}} за {{rounds}} раундов, ставки от {{low}} до {{high}}, p {{p}}',
  'cli.protection.deviations':
    'отклонения по индексам счёта: сделанные на стороне индекса против случайности, сигнал при p < {{p}}',
  'cli.protection.hole-card':
    'игра по закрытой карте: отклонения, верные лишь при знании закрытой карты, против случайности, сигнал при p < {{p}}',
  'cli.protection.trials-line':
    '{{player}}: {{observed}} из {{trials}} отклонений ({{rounds}} раундов), случайно {{expected}}, p {{p}}',
  'cli.protection.croupiers':
    'крупье, на 100 раундов: показатель выделяется на {{z}} стандартных ошибок выше остальных',
  'cli.protection.croupier-line':
    '{{croupier}}: {{rounds}} раундов, {{perHour}} в час; ошибки раздачи {{misdeals}}, исправления {{corrections}}, аннулирования {{voids}}, расхождения выплат {{mismatches}}; выделяется: {{standsOut}}',
  'cli.protection.edge-asked': 'преимущество заведения — заданное через --edge',
  'cli.protection.edge-exact':
    'преимущество заведения — точное значение для правил стола, записанное в его журнале',
  'cli.protection.edge-simulation':
    'преимущество заведения — смоделированное значение, записанное в журнале (sabot edge compute): точное значение не записано, его записывает sabot edge record',
  'cli.protection.edge-profile':
    'в журнале не записано преимущество заведения: выигрыш стола ожидается от смоделированного значения профиля; точное записывает sabot edge record',
  'cli.protection.days':
    'выигрыш ÷ сумма ставок по игровым дням (начальные ставки, не дроп): преимущество заведения {{edge}} %, интервал в {{sd}} стандартных отклонения',
  'cli.protection.day-line':
    '{{day}}: выигрыш ÷ ставки {{hold}} % от {{handle}} за {{rounds}} раундов, ожидается от {{low}} % до {{high}} %, z {{z}}',
  'cli.protection.no-statistic': 'игроков без статистики (ровные ставки, нет отклонений): {{number}}',
  'cli.pit.option.protection-every':
    'читать сигналы защиты игры каждого стола за его игровой день раз в столько минут и поднимать отмеченное на табло тревог (по умолчанию: никогда)',
  'cli.edge.compute.description':
    'смоделировать профиль стола через машину состояний раунда (базовая стратегия) и записать преимущество казино в журнал',
  'cli.edge.compute.option.operator': 'кто его вычисляет (хранится в факте)',
  'cli.edge.compute.option.json': 'вывести записанное преимущество одним документом JSON',
  'cli.edge.record.description':
    'записать в журнал стола точное преимущество казино по его правилам — то, по которому считается теоретический выигрыш игроков',
  'cli.edge.record.recorded':
    'точное преимущество казино для {{profile}}, {{edge}}, записано: рейтинги используют его',
  'cli.edge.record.use-compute':
    'Запишите вместо него смоделированное преимущество: sabot edge compute --db {{db}} --operator ИМЯ',
  'cli.edge.compute.recorded':
    'преимущество казино для {{profile}}: {{edge}} ± {{se}} за {{rounds}} раундов (зерно {{seed}}), записано на позиции {{position}}',
  'cli.ratings.description':
    'сессии игроков с рейтингом за столом: время, раунды, ставки, фактический результат и теоретический выигрыш',
  'cli.ratings.option.player': 'только карта этого игрока',
  'cli.ratings.option.day': 'только сессии, начатые в этот игровой день ГГГГ-ММ-ДД (по умолчанию: все)',
  'cli.ratings.option.read-only':
    'никогда не писать в журнал (копия для расследования): кэш раундов читается, но не пополняется',
  'cli.ratings.option.json': 'вывести рейтинг одним документом JSON',
  'cli.ratings.none': 'за столом {{table}} нет сессий с рейтингом',
  'cli.ratings.column.player': 'игрок',
  'cli.ratings.column.start': 'начало',
  'cli.ratings.column.hours': 'часы',
  'cli.ratings.column.rounds': 'раунды / руки',
  'cli.ratings.column.average-bet': 'средняя ставка',
  'cli.ratings.column.stakes': 'ставки',
  'cli.ratings.column.actual': 'результат игрока',
  'cli.ratings.column.theo': 'теория казино [95 %] @ преимущество',
  'cli.ratings.signs':
    'результат игрока: сколько игрок выиграл (+) или проиграл (−) за сессию; теория казино: сколько казино ожидает выиграть со ставок при своём преимуществе (+: в пользу казино)',
  'cli.ratings.without-edge':
    'для правил {{profile}} не записано преимущество казино: для теории нужно его вычислить, запустите {{command}}',
  'cli.ratings.option.pg': 'все столы пита, по копиям их журналов в центральной базе',
  'cli.ratings.db-or-pg':
    'sabot ratings читает один стол (--db ФАЙЛ) или пит (--pg URL): укажите одно из двух',
  'cli.economics.description':
    'чего стоит заведению смена правил: точное и смоделированное преимущество двух столов, их разница и выигрыш на 100 000 ставок',
  'cli.economics.option.profile': 'стол как он есть (id встроенного профиля)',
  'cli.economics.option.vs': 'стол для сравнения (id встроенного профиля)',
  'cli.economics.option.rules': 'стол для сравнения из файла профиля правил (вместо --vs)',
  'cli.economics.option.rounds': 'раундов моделирования для каждого стола (по умолчанию 10 000 000)',
  'cli.economics.option.seed': 'зерно моделирования первого стола; второй играет зерно + 1 (по умолчанию 1)',
  'cli.economics.option.bet':
    'средняя ставка бокса в единицах стола (по умолчанию минимальная ставка первого стола)',
  'cli.economics.option.rounds-per-hour':
    'темп для почасовых цифр (по умолчанию темп наименьшего числа занятых боксов первого стола, как его играет sabot simulate --days)',
  'cli.economics.option.json': 'вывести отчёт в JSON',
  'cli.economics.help':
    'Преимущество каждого стола вычисляется точно для первого раунда нового шуза (базовая стратегия и стратегия по составу колоды), затем моделируется по базовой стратегии на весь шуз в двух рабочих потоках, быстрым путём, где правила это позволяют (сначала выборка переигрывается через автомат). Разница — второй стол минус первый, в ожидаемом результате игрока; её смоделированный интервал складывает дисперсии двух прогонов. Денежные цифры берут точное преимущество базовой стратегии.',
  'cli.economics.name-a': 'назовите стол как он есть: --profile ID',
  'cli.economics.name-b': 'назовите стол для сравнения: --vs ID или --rules ФАЙЛ, что-то одно',
  'cli.economics.same-table': 'обе стороны — {{id}}: сравните его с другим столом',
  'cli.economics.title': 'Экономика правил: {{a}} против {{b}}',
  'cli.economics.side': '{{id}} ({{name}})',
  'cli.economics.exact':
    '  точный результат игрока: {{basic}} по базовой стратегии, {{composition}} по составу колоды',
  'cli.economics.simulated':
    '  моделирование: {{ev}}, 95% интервал от {{low}} до {{high}} ({{rounds}} раундов, зерно {{seed}})',
  'cli.economics.rules-differ': 'Правила, которые меняются от {{a}} к {{b}}:',
  'cli.economics.rule-change': '{{rule}}: {{from}} → {{to}}',
  'cli.economics.no-rule-differs': 'ни одно правило не отличается',
  'cli.economics.difference':
    'Разница {{b}} − {{a}}: точно {{basic}} (базовая), {{composition}} (по составу); моделирование {{ev}}, 95% интервал от {{low}} до {{high}}',
  'cli.economics.per100k':
    'Выигрыш заведения на {{drop}} ставок: {{winA}} на {{a}}, {{winB}} на {{b}}; изменение {{difference}}',
  'cli.economics.per-hour':
    'На бокс в час при средней ставке {{bet}} и {{rounds}} раундах в час: {{winA}}, затем {{winB}}; изменение {{difference}}',
  'cli.count.description':
    'подсчёт дроп-бокса каждого стола: запись в центре и подсчитанный дроп рядом с записанным',
  'cli.count.import.description':
    'записать счётный лист (CSV, docs/count.md), подписанный тремя счётчиками; их PIN-коды на стандартном вводе, по одному в строке, в порядке --counters',
  'cli.count.import.file': 'счётный лист: CSV-файл, как описано в docs/count.md',
  'cli.count.import.example':
    'Пример:\n  printf "1111\\n2222\\n3333\\n" | sabot count import --pg postgres://pit@localhost/pit --counters 301,302,303 count-2026-11-02.csv',
  'cli.count.report.description':
    'подсчитанный дроп рядом с записанным по каждому столу за игровой день: расхождение сверх допуска отмечается, выигрыш и холд по подсчитанному дропу',
  'cli.count.option.counters': 'бейджи трёх счётчиков, подписывающих подсчёт, через запятую',
  'cli.count.option.recount':
    'пересчёт уже подсчитанных ящиков и его причина: каждый записанный подсчёт заменяет последний подсчёт своего ящика',
  'cli.count.option.day': 'игровой день подсчёта (ГГГГ-ММ-ДД)',
  'cli.count.option.tolerance':
    'расхождение в процентах от записанного дропа, сверх которого подсчёт стола отмечается',
  'cli.count.option.json': 'вывести один JSON-документ',
  'cli.count.three-counters':
    'подсчёт подписывают три счётчика, каждый своим бейджем: --counters называет три разных бейджа, а не «{{badges}}»',
  'cli.count.recount-reason': 'при пересчёте нужна причина: --recount принимает причину',
  'cli.count.no-file': 'не удаётся прочитать счётный лист {{file}}: {{problem}}',
  'cli.count.bad-tolerance': '«{{tolerance}}» — не допуск: процент от 0 до 100',
  'cli.count.recorded':
    'ящик {{box}} стола {{table}} за {{day}}: подсчитано {{amount}}, подписали {{counters}}',
  'cli.count.report.title':
    'Подсчитанный дроп против записанного, игровой день {{day}} (отмечается сверх {{tolerance}} %)',
  'cli.count.report.none': 'в этот день ни один стол не играл и ни один ящик не подсчитан',
  'cli.count.report.not-counted':
    '{{table}}: записанный дроп {{recorded}}; ящик ещё не подсчитан: выигрыш {{win}} и холд {{hold}} по записанному дропу',
  'cli.count.report.line':
    '{{table}} (ящик {{boxes}}): записано {{recorded}}, подсчитано {{counted}}, расхождение {{variance}} ({{percent}}); выигрыш {{win}}, холд {{hold}} по подсчитанному дропу',
  'cli.count.report.flagged':
    '{{table}} (ящик {{boxes}}): записано {{recorded}}, подсчитано {{counted}}, расхождение {{variance}} ({{percent}}) — СВЕРХ ДОПУСКА, требует проверки; выигрыш {{win}}, холд {{hold}} по подсчитанному дропу',
  'cli.pit.option.jurisdiction':
    'правила учёта наличных, применяемые по мере поступления покупок: когда наличные клиента на всех столах требуют отчёта, на зале сразу поднимается тревога ({{choices}}; none — без таких тревог)',
  'cli.compliance.description':
    'кассовые записи стола по его собственному журналу: журнал множественных операций, обязательные отчёты и схемы для проверки, каждая цифра со складываемыми фактами',
  'cli.compliance.mtl.description': 'каждая операция наличными от порога юрисдикции и выше',
  'cli.compliance.ctr.description': 'каждый клиент, чьи наличные за игровой день требуют отчёта',
  'cli.compliance.review.description':
    'наличные, дробимые чуть ниже порога; повторные наличные неизвестного клиента; крупная покупка фишек при малой игре',
  'cli.compliance.option.day': 'только этот игровой день',
  'cli.compliance.option.jurisdiction':
    'правила, которым следуют записи: {{choices}} (по умолчанию {{default}})',
  'cli.compliance.option.log-from':
    'собственный порог казино для журнала операций, в единицах стола (по умолчанию порог профиля)',
  'cli.compliance.option.report-from':
    'наличные клиента за игровой день, требующие отчёта, в единицах стола, строже закона',
  'cli.compliance.option.review-from': 'порог, с которого схемы отмечаются для проверки, в единицах стола',
  'cli.compliance.option.json': 'вывести один документ JSON',
  'cli.compliance.option.csv': 'вывести CSV: строка заголовков, затем по строке на запись',
  'cli.compliance.bad-jurisdiction':
    '--jurisdiction «{{text}}» — неизвестная столу юрисдикция: выберите {{choices}}',
  'cli.compliance.report-above-law':
    '--report-from может быть только строже закона: не более {{amount}} по {{profile}}',
  'cli.compliance.json-and-csv': 'выберите --json или --csv, не оба',
  'cli.compliance.lone-table':
    'это цифры одного стола {{table}}: наличные клиента за другими столами складывает только центр пита',
  'cli.compliance.patron': '{{player}} ({{name}})',
  'cli.compliance.unknown': 'неизвестный клиент «{{name}}»',
  'cli.compliance.fact': 'факт {{position}}',
  'cli.compliance.mtl.title':
    'Журнал множественных операций — {{where}}: наличные от {{amount}} ({{regulation}})',
  'cli.compliance.mtl.none': 'нет операций наличными от {{amount}}',
  'cli.compliance.mtl.line': '{{at}}  {{patron}}  {{amount}}  ({{fact}})',
  'cli.compliance.ctr.title.more-than':
    'Обязательные отчёты — {{where}}: наличные клиента больше {{amount}} за игровой день ({{regulation}})',
  'cli.compliance.ctr.title.at-or-above':
    'Обязательные отчёты — {{where}}: наличные клиента от {{amount}} за игровой день ({{regulation}})',
  'cli.compliance.ctr.none': 'наличные ни одного клиента не требуют отчёта',
  'cli.compliance.ctr.line':
    '{{day}}  {{patron}}  наличные {{amount}}, отчёт с {{at}} ({{fact}}), из {{count}} фактов',
  'cli.compliance.review.title': 'Для проверки — {{where}}, клиенту не сообщается ({{regulation}})',
  'cli.compliance.where.table': 'стол {{table}}',
  'cli.compliance.where.pit': 'пит (столов: {{count}})',
  'cli.compliance.option.pg':
    'все столы пита по копиям их журналов в центре: наличные клиента за всеми столами',
  'cli.compliance.db-or-pg': 'укажите журнал одного стола (--db ФАЙЛ) или центр пита (--pg URL), не оба',
  'cli.compliance.review.none': 'проверять нечего',
  'cli.compliance.review.structuring':
    '{{day}}  {{patron}}  {{amount}} в {{count}} операциях наличными, каждая чуть ниже порога',
  'cli.compliance.review.unknown-repeated': '{{day}}  {{patron}}  {{amount}} в {{count}} операциях наличными',
  'cli.compliance.review.little-play': '{{day}}  {{patron}}  {{amount}} наличными, поставлено {{stakes}}',
};
