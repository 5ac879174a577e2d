import { type ReactNode, useState } from 'react';
import type { TableMessage } from '../../../contract';
import type { KeyOf } from '../../../i18n';
import { useText, useUnits, useWords } from '../i18n/words';
import type { ReviewClient } from '../review/review-client';
import { type Said, type SentAnswer, saidOf } from '../review/TableAnswer';
import { useWho, type Who, WhoFieldset } from '../WhoFields';
import { BooksForm, Field, NO_SIGNERS, SignatureFields, type Signers } from './BooksForm';
import { type CountsTyped, InventoryFields, inventoryOf, totalOf } from './InventoryFields';

/** The records the pit boss makes on this screen, one form at a time. */
const RECORDS = [
  'open',
  'close',
  'fill',
  'credit',
  'void',
  'buy-in',
  'buy-in-void',
  'limits',
  'croupier',
] as const;
type Record_ = (typeof RECORDS)[number];

// Each record's action, written out as a key, so the catalogue test sees every one used.
const RECORD_KEYS = {
  open: 'review.books.record.open',
  close: 'review.books.record.close',
  fill: 'review.books.record.fill',
  credit: 'review.books.record.credit',
  void: 'review.books.record.void',
  'buy-in': 'review.books.record.buy-in',
  'buy-in-void': 'review.books.record.buy-in-void',
  limits: 'review.books.record.limits',
  croupier: 'review.books.record.croupier',
} as const satisfies Record<Record_, KeyOf<'review'>>;

type Request = ReviewClient['request'];

/** A buy-in as the void form offers it: its number and what it was. */
export interface BuyInOffered {
  readonly buyIn: number;
  readonly label: string;
}

/** The code of the table's refusal in an answer, if it refused. */
const refusalCode = (answer: SentAnswer): string | undefined =>
  answer.ok && typeof answer.reply === 'object' && answer.reply !== null
    ? (answer.reply as { refusal?: { code?: string } }).refusal?.code
    : undefined;

/** The table asked again about a buy-in far above its maximum: the form asks the pit boss to confirm it. */
const asksConfirmation = (answer: SentAnswer): boolean => refusalCode(answer) === 'books.buy-in-confirm';

/** The table holds a cash buy-in until the patron's identification is seen: the form asks for it. */
const asksIdentification = (answer: SentAnswer): boolean =>
  refusalCode(answer) === 'compliance.identification-required';

/** The first record a table asks for: its opener while it is not open, else a fill. */
const firstRecord = (status: TableMessage['books']['status']): Record_ =>
  status === 'open' ? 'fill' : 'open';

/**
 * The pit boss's records on the table's books: the opener and closer counted by denomination, fills
 * and credits on their slips, a void, a buy-in, new limits, a new croupier. `onRecorded` tells the
 * report to read itself again.
 */
export function BooksForms({
  message,
  request,
  knownSlips,
  knownBuyIns,
  onRecorded,
}: {
  readonly message: TableMessage;
  readonly request: Request;
  /** Slips of the report, offered when a slip is voided. */
  readonly knownSlips: readonly string[];
  /** The report's buy-ins not void, offered when one is voided. */
  readonly knownBuyIns: readonly BuyInOffered[];
  readonly onRecorded: () => void;
}) {
  const t = useText('review');
  const [chosen, setChosen] = useState<Record_>(() => firstRecord(message.books.status));
  // The names stay from one record to the next (the same pit boss, the same cashier); PINs do not.
  const [signers, setSigners] = useState<Signers>(NO_SIGNERS);
  const { say } = useWords();
  const recorded = (answer: SentAnswer, done: string): Said => {
    setSigners((kept) => ({ ...kept, supervisorPin: '', croupierPin: '' }));
    const said = saidOf(answer, say, done);
    if (said.ok) onRecorded();
    return said;
  };
  const common = { message, request, signers, onSigners: setSigners, recorded };
  return (
    <section className="books-forms review-panel" aria-label={t('review.books.records')}>
      <fieldset className="books-choice">
        <legend className="visually-hidden">{t('review.books.records')}</legend>
        {RECORDS.map((record) => (
          <button
            key={record}
            type="button"
            aria-pressed={chosen === record}
            data-record={record}
            onClick={() => setChosen(record)}
          >
            {t(RECORD_KEYS[record])}
          </button>
        ))}
      </fieldset>
      {(chosen === 'open' || chosen === 'close' || chosen === 'fill' || chosen === 'credit') && (
        <ChipsForm key={chosen} kind={chosen} {...common} />
      )}
      {chosen === 'void' && <VoidForm {...common} knownSlips={knownSlips} />}
      {chosen === 'buy-in' && <BuyInForm {...common} />}
      {chosen === 'buy-in-void' && <BuyInVoidForm {...common} knownBuyIns={knownBuyIns} />}
      {chosen === 'limits' && <LimitsForm {...common} />}
      {chosen === 'croupier' && <CroupierForm {...common} />}
    </section>
  );
}

interface FormProps {
  readonly message: TableMessage;
  readonly request: Request;
  readonly signers: Signers;
  readonly onSigners: (signers: Signers) => void;
  /** What the table said to the record, once its signers' PINs are cleared. */
  readonly recorded: (answer: SentAnswer, done: string) => Said;
}

/** The names behind a record: the croupier's only while none is on duty, the cage's only for a slip. */
function signed(signers: Signers, croupierOnDuty: string | null, cage: boolean) {
  return {
    supervisor: signers.supervisor,
    supervisorPin: signers.supervisorPin,
    croupierPin: signers.croupierPin,
    ...(croupierOnDuty === null ? { croupier: signers.croupier } : {}),
    ...(cage ? { cashier: signers.cashier, runner: signers.runner } : {}),
  };
}

/** A record of chips: its fields, then the supervisor's and the croupier's signatures (and the cage's). */
function SignedForm({
  label,
  cage,
  props,
  onSubmit,
  children,
}: {
  readonly label: string;
  readonly cage: boolean;
  readonly props: FormProps;
  readonly onSubmit: () => Promise<Said>;
  readonly children: ReactNode;
}) {
  return (
    <BooksForm
      label={label}
      onSubmit={onSubmit}
      signatures={
        <SignatureFields
          signers={props.signers}
          onSigners={props.onSigners}
          croupierOnDuty={props.message.books.croupier}
          cage={cage}
        />
      }
    >
      {children}
    </BooksForm>
  );
}

type ChipsRecord = 'open' | 'close' | 'fill' | 'credit';

/**
 * A record of chips counted by denomination: the tray's opener or closer, signed by the supervisor
 * and the croupier; or a fill or a credit on its slip (the next one expected, prefilled), which the
 * cage signs too.
 */
function ChipsForm(props: FormProps & { kind: ChipsRecord }) {
  const { kind, message, request, signers, recorded } = props;
  const t = useText('review');
  const units = useUnits();
  const [typed, setTyped] = useState<CountsTyped>({});
  // null: the slip the table expects next, as it changes.
  const [slip, setSlip] = useState<string | null>(null);
  const chips = message.books.chipSet;
  const cage = kind === 'fill' || kind === 'credit';
  const shown = slip ?? (cage ? message.books.nextSlip[kind] : null) ?? '';
  const submit = async () => {
    const inventory = inventoryOf(chips, typed);
    const answer = await request('recordBooks', {
      input: cage
        ? { type: kind, slip: shown.trim(), inventory }
        : { type: kind === 'open' ? 'table-open' : 'table-close', inventory },
      ...signed(signers, message.books.croupier, cage),
    });
    const total = units(totalOf(chips, typed));
    const done = cage
      ? t(kind === 'fill' ? 'review.books.done.fill' : 'review.books.done.credit', {
          slip: shown.trim(),
          total,
        })
      : t(kind === 'open' ? 'review.books.done.open' : 'review.books.done.close', { total });
    const said = recorded(answer, done);
    if (said.ok) {
      setTyped({});
      setSlip(null);
    }
    return said;
  };
  return (
    <SignedForm label={t(RECORD_KEYS[kind])} cage={cage} props={props} onSubmit={submit}>
      {cage && <SlipNumberField value={shown} onChange={setSlip} />}
      <InventoryFields id={kind} chips={chips} typed={typed} onTyped={setTyped} />
    </SignedForm>
  );
}

function SlipNumberField(field: {
  readonly value: string;
  readonly onChange: (slip: string) => void;
  readonly list?: string;
}) {
  const t = useText('review');
  return <Field label={t('review.books.slip-number')} maxLength={20} testId="slip-number" {...field} />;
}

/** A slip voided with its reason: a recorded one, or the next number of a series (a spoiled form). */
function VoidForm(props: FormProps & { knownSlips: readonly string[] }) {
  const { message, request, signers, recorded, knownSlips } = props;
  const t = useText('review');
  const [slip, setSlip] = useState('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    const answer = await request('recordBooks', {
      input: { type: 'slip-void', slip: slip.trim(), reason },
      ...signed(signers, message.books.croupier, false),
    });
    const said = recorded(answer, t('review.books.done.void', { slip: slip.trim() }));
    if (said.ok) {
      setSlip('');
      setReason('');
    }
    return said;
  };
  const offered = [
    ...knownSlips,
    ...[message.books.nextSlip.fill, message.books.nextSlip.credit].filter(
      (next): next is string => next !== null,
    ),
  ];
  return (
    <SignedForm label={t(RECORD_KEYS.void)} cage={false} props={props} onSubmit={submit}>
      <SlipNumberField value={slip} onChange={setSlip} list="books-slips" />
      <datalist id="books-slips">
        {offered.map((number) => (
          <option key={number} value={number} />
        ))}
      </datalist>
      <Field label={t('review.books.reason')} value={reason} onChange={setReason} maxLength={200} />
    </SignedForm>
  );
}

/** Chips sold at a box for cash or a marker: the drop. The croupier's record, as the table's other inputs. */
function BuyInForm({ message, request, recorded }: FormProps) {
  const t = useText('review');
  const units = useUnits();
  const [box, setBox] = useState('1');
  const [bettor, setBettor] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<'cash' | 'marker'>('cash');
  // The amount the table asked about, and whether the pit boss confirmed it: another amount asks again.
  const [asked, setAsked] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  // The same for the patron's identification, asked when this buy-in takes their day's cash over the report level.
  const [idAsked, setIdAsked] = useState<string | null>(null);
  const [identified, setIdentified] = useState(false);
  const submit = async () => {
    const answer = await request('submitInput', {
      input: {
        type: 'buy-in',
        box: Number(box),
        amount: Number(amount),
        method,
        ...(bettor.trim() ? { bettor: bettor.trim() } : {}),
        ...(asked === amount && confirmed && { confirmed: true as const }),
        ...(idAsked === amount && identified && { identified: true as const }),
      },
    });
    if (asksConfirmation(answer)) {
      setAsked(amount);
      setConfirmed(false);
      // A confirmed amount the table then holds for identification stays confirmed.
    } else if (!asksIdentification(answer)) setAsked(null);
    if (asksIdentification(answer)) {
      setIdAsked(amount);
      setIdentified(false);
    } else setIdAsked(null);
    const said = recorded(
      answer,
      t(method === 'cash' ? 'review.books.done.buy-in' : 'review.books.done.buy-in-marker', {
        box,
        amount: units(Number(amount)),
      }),
    );
    if (said.ok) setAmount('');
    return said;
  };
  return (
    <BooksForm label={t(RECORD_KEYS['buy-in'])} onSubmit={submit}>
      <label>
        {t('review.books.box')}
        <select value={box} onChange={(event) => setBox(event.target.value)}>
          {Array.from({ length: message.limits.boxes }, (_, index) => String(index + 1)).map((number) => (
            <option key={number} value={number}>
              {number}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('review.books.bettor')}
        value={bettor}
        onChange={setBettor}
        required={false}
        maxLength={40}
      />
      <Field label={t('review.books.amount')} type="number" step="any" value={amount} onChange={setAmount} />
      {asked !== null && asked === amount && (
        <label className="books-confirm" data-testid="buy-in-confirm">
          <input
            type="checkbox"
            checked={confirmed}
            required
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {t('review.books.buy-in-confirm', { amount: units(Number(amount)) })}
        </label>
      )}
      {idAsked !== null && idAsked === amount && (
        <label className="books-confirm" data-testid="buy-in-identified">
          <input
            type="checkbox"
            checked={identified}
            required
            onChange={(event) => setIdentified(event.target.checked)}
          />
          {t('review.books.buy-in-identified')}
        </label>
      )}
      <fieldset className="books-method">
        <legend>{t('review.books.method')}</legend>
        {(['cash', 'marker'] as const).map((paid) => (
          <label key={paid}>
            <input
              type="radio"
              name="buy-in-method"
              checked={method === paid}
              onChange={() => setMethod(paid)}
            />
            {t(paid === 'cash' ? 'review.books.cash' : 'review.books.marker')}
          </label>
        ))}
      </fieldset>
    </BooksForm>
  );
}

/** A buy-in recorded by mistake, voided by its number with a reason and the pit boss PIN. */
function BuyInVoidForm({
  request,
  recorded,
  knownBuyIns,
}: FormProps & { knownBuyIns: readonly BuyInOffered[] }) {
  const t = useText('review');
  const who = useWho();
  const [buyIn, setBuyIn] = useState('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    const answer = await request('changeTable', {
      input: { type: 'buy-in-void', buyIn: Number(buyIn), reason },
      operator: who.operator,
      pin: who.pin,
    });
    who.setPin('');
    const said = recorded(answer, t('review.books.done.buy-in-void', { buyIn }));
    if (said.ok) {
      setBuyIn('');
      setReason('');
    }
    return said;
  };
  return (
    <BooksForm
      label={t(RECORD_KEYS['buy-in-void'])}
      onSubmit={submit}
      signatures={<PitBossFields who={who} />}
    >
      <label>
        {t('review.books.buy-in-number')}
        <select value={buyIn} required onChange={(event) => setBuyIn(event.target.value)}>
          <option value="" />
          {knownBuyIns.map((offered) => (
            <option key={offered.buyIn} value={String(offered.buyIn)}>
              {offered.label}
            </option>
          ))}
        </select>
      </label>
      <Field label={t('review.books.reason')} value={reason} onChange={setReason} maxLength={200} />
    </BooksForm>
  );
}

/** The pit boss's name and PIN for a change of the table (not a record of chips). */
function PitBossFields({ who }: { readonly who: Who }) {
  const t = useText('review');
  return (
    <WhoFieldset
      who={who}
      legend={t('review.books.signatures')}
      nameLabel={t('review.books.supervisor')}
      pinLabel={t('review.books.supervisor-pin')}
    />
  );
}

/** New limits: at once on a round that took nothing yet, else from the next round. */
function LimitsForm({ message, request, recorded }: FormProps) {
  const t = useText('review');
  const units = useUnits();
  const who = useWho();
  const [min, setMin] = useState(String(message.limits.minStake));
  const [max, setMax] = useState(String(message.limits.maxStake));
  const submit = async () => {
    const answer = await request('changeTable', {
      input: { type: 'limits', min: Number(min), max: Number(max) },
      operator: who.operator,
      pin: who.pin,
    });
    who.setPin('');
    return recorded(
      answer,
      t('review.books.done.limits', { min: units(Number(min)), max: units(Number(max)) }),
    );
  };
  return (
    <BooksForm label={t(RECORD_KEYS.limits)} onSubmit={submit} signatures={<PitBossFields who={who} />}>
      <Field label={t('review.books.min')} type="number" step="any" value={min} onChange={setMin} />
      <Field label={t('review.books.max')} type="number" step="any" value={max} onChange={setMax} />
    </BooksForm>
  );
}

/** A new croupier on duty: every fact from now carries the name. */
function CroupierForm({ request, recorded }: FormProps) {
  const t = useText('review');
  const who = useWho();
  const [name, setName] = useState('');
  const submit = async () => {
    const answer = await request('changeTable', {
      input: { type: 'croupier', name: name.trim() },
      operator: who.operator,
      pin: who.pin,
    });
    who.setPin('');
    const said = recorded(answer, t('review.books.done.croupier', { name: name.trim() }));
    if (said.ok) setName('');
    return said;
  };
  return (
    <BooksForm label={t(RECORD_KEYS.croupier)} onSubmit={submit} signatures={<PitBossFields who={who} />}>
      <Field label={t('review.books.new-croupier')} value={name} onChange={setName} maxLength={40} />
    </BooksForm>
  );
}
