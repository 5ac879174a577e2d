import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { FloorCenter, FloorLine, PitAlarm, PitRole } from '../../../contract';
import type { KeyOf } from '../../../i18n';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { useText, useWords } from '../i18n/words';
import { type LoginAttempt, LoginPanel, type LoginScreen } from '../LoginPanel';
import { TransportContext } from '../transport-choice';
import { ComplianceView } from './ComplianceView';
import { AlarmList, CenterNotice, FloorTable } from './FloorView';
import { PitSearches } from './PitSearches';
import type { PitSocket } from './pit-socket';
import { ReviewedTableTransport } from './reviewed-table-transport';
import './pit.css';

// The review's screen loads when a table is first opened: the floor starts on the smaller bundle.
const PitReview = lazy(async () => ({ default: (await import('../review/PitReview')).PitReview }));
// The pit's staff register, for the manager: loaded when first opened.
const PitStaff = lazy(async () => ({ default: (await import('./PitStaff')).PitStaff }));

const CONNECTION_KEYS = {
  connecting: 'pit.connection.connecting',
  open: 'pit.connection.open',
  lost: 'pit.connection.lost',
} as const;

/** The pit's login: its words, and the two roles of the pit server. */
const LOGIN = {
  words: {
    label: 'pit.login.label',
    role: 'pit.login.role',
    name: 'pit.login.name',
    submit: 'pit.login.submit',
  },
  roles: [
    { role: 'pit-boss', label: 'pit.role.pit-boss', does: 'pit.does.pit-boss' },
    { role: 'review', label: 'pit.role.review', does: 'pit.does.review' },
    { role: 'compliance', label: 'pit.role.compliance', does: 'pit.does.compliance' },
  ],
  initial: 'pit-boss',
} as const satisfies LoginScreen<KeyOf<'pit'>, PitRole>;

const ROLE_KEYS = {
  'pit-boss': 'pit.role.pit-boss',
  review: 'pit.role.review',
  compliance: 'pit.role.compliance',
} as const satisfies Record<PitRole, KeyOf<'pit'>>;

interface LoggedIn {
  readonly role: PitRole;
  readonly operator: string;
}

/** The pit boss's floor view: a login, then every table and the alarms; a table opens its review. */
export function PitApp({ socket }: { readonly socket: PitSocket }) {
  const t = useText('pit');
  const [connection, setConnection] = useState(socket.state);
  const [who, setWho] = useState<LoggedIn | null>(null);
  const [lines, setLines] = useState<readonly FloorLine[]>([]);
  const [alarms, setAlarms] = useState<readonly PitAlarm[]>([]);
  const [center, setCenter] = useState<FloorCenter | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [staff, setStaff] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const { say } = useWords();

  useEffect(() => {
    const offs = [
      socket.onState((state) => {
        setConnection(state);
        // A new connection is a new session: it logs in again.
        if (state !== 'open') setWho(null);
      }),
      socket.onLines((changed) => setLines((shown) => merged(shown, changed))),
      socket.onAlarms(setAlarms),
      socket.onCenter(setCenter),
    ];
    socket.start();
    return () => {
      for (const off of offs) off();
    };
  }, [socket]);

  const loggedIn = useCallback(
    async (role: PitRole, operator: string) => {
      setWho({ role, operator });
      // The compliance officer's login opens their screen only: the floor is not theirs.
      if (role === 'compliance') return;
      const floor = await socket.request('viewFloor', {});
      if (floor.ok) {
        setLines(floor.reply.lines);
        setAlarms(floor.reply.alarms);
        setCenter(floor.reply.center);
      }
    },
    [socket],
  );

  const acknowledge = async (alarm: number) => {
    const answer = await socket.request('acknowledgeAlarm', { alarm });
    if (!answer.ok) setRefused(answer.error);
    else if (!answer.reply.ok)
      setRefused(answer.reply.refusal ? say(answer.reply.refusal) : answer.reply.reason);
    else setRefused(null);
  };

  return (
    <div className="pit" data-connection={connection}>
      <nav className="tabs pit-bar" aria-label={t('pit.title')}>
        <strong className="pit-brand">{t('pit.title')}</strong>
        {(reviewing !== null || staff) && (
          <button
            type="button"
            className="pit-back"
            onClick={() => {
              setReviewing(null);
              setStaff(false);
            }}
          >
            {t('pit.review.back')}
          </button>
        )}
        {who?.role === 'pit-boss' && reviewing === null && !staff && (
          <button type="button" className="pit-staff" onClick={() => setStaff(true)}>
            {t('pit.staff.open')}
          </button>
        )}
        <span className={`pit-connection ${connection}`} role="status">
          {t(CONNECTION_KEYS[connection])}
        </span>
        {who && (
          <span className="pit-who" data-testid="pit-who">
            {t('pit.logged-in', {
              operator: who.operator,
              role: t(ROLE_KEYS[who.role]),
            })}
          </span>
        )}
        <LanguagePicker />
      </nav>
      {who === null ? (
        <PitLogin socket={socket} onLoggedIn={loggedIn} />
      ) : who.role === 'compliance' ? (
        <ComplianceView socket={socket} />
      ) : reviewing !== null ? (
        <TableReview socket={socket} table={reviewing} />
      ) : staff ? (
        <Suspense fallback={<p className="loading">…</p>}>
          <PitStaff socket={socket} />
        </Suspense>
      ) : (
        <main className={`pit-floor${center && !center.reachable ? ' blind' : ''}`}>
          <section className="pit-tables">
            {center && !center.reachable && <CenterNotice center={center} />}
            <h1>
              {t('pit.floor.title')}{' '}
              <span className="muted">{t('pit.floor.tables', { count: lines.length })}</span>
            </h1>
            <p className="muted">
              {t('pit.floor.hint')} {t('pit.floor.day-note')}
            </p>
            <FloorTable lines={lines} alarms={alarms} onOpen={setReviewing} />
          </section>
          <aside className="pit-side">
            <AlarmList
              alarms={alarms}
              canAcknowledge={who.role === 'pit-boss'}
              onAcknowledge={(alarm) => void acknowledge(alarm)}
              refused={refused}
            />
            <PitSearches socket={socket} lines={lines} onOpen={setReviewing} />
          </aside>
        </main>
      )}
    </div>
  );
}

/** The lines shown, with those pushed put in their place (a new table added, sorted by name). */
function merged(shown: readonly FloorLine[], changed: readonly FloorLine[]): FloorLine[] {
  const byTable = new Map(shown.map((line) => [line.table, line]));
  for (const line of changed) byTable.set(line.table, line);
  return [...byTable.values()].sort((a, b) => a.table.localeCompare(b.table, 'en', { numeric: true }));
}

/** The same pit review as at the table, read from the center's copy: it changes nothing. */
function TableReview({ socket, table }: { readonly socket: PitSocket; readonly table: string }) {
  const t = useText('pit');
  const { say } = useWords();
  const readOnly = say({ code: 'pit.review-read-only', params: { table } });
  const connect = useMemo(() => {
    const transport = new ReviewedTableTransport(socket, table, readOnly);
    return () => transport;
  }, [socket, table, readOnly]);
  return (
    <div className="pit-review-of" data-table={table}>
      <h1 className="pit-review-title">{t('pit.review.of', { table })}</h1>
      <TransportContext value={connect}>
        <Suspense fallback={<p className="loading">…</p>}>
          <PitReview centralCopy={readOnly} />
        </Suspense>
      </TransportContext>
    </div>
  );
}

function PitLogin({
  socket,
  onLoggedIn,
}: {
  readonly socket: PitSocket;
  readonly onLoggedIn: (role: PitRole, operator: string) => Promise<void>;
}) {
  const t = useText('pit');
  const { say } = useWords();
  const [refused, setRefused] = useState<string | null>(null);
  const logIn = async ({ role, operator, pin }: LoginAttempt<PitRole>) => {
    // Said in the page's language before anything is sent, as the server would refuse it.
    if (!/^\d{4,12}$/.test(pin)) {
      setRefused(say({ code: 'pin.form', params: {} }));
      return;
    }
    const answer = await socket.request('login', { role, operator, pin });
    if (!answer.ok) setRefused(answer.error);
    else if (!answer.reply.ok)
      setRefused(answer.reply.refusal ? say(answer.reply.refusal) : answer.reply.reason);
    else {
      setRefused(null);
      await onLoggedIn(role, operator.trim());
    }
  };
  return (
    <LoginPanel
      screen={LOGIN}
      say={t}
      title={t('pit.title')}
      reason={t('pit.login.reason')}
      refused={refused}
      onLogin={(attempt) => void logIn(attempt)}
    />
  );
}
