import { useEffect, useState } from 'react';
import type { ReplyOf, RequestOf } from '../../../contract';
import { BooksForm, Field } from '../books/BooksForm';
import { useText, useWords } from '../i18n/words';
import { useReviewClient } from '../review/review-client';
import { ReadProblem, type Said, type SentAnswer, saidOf } from '../review/TableAnswer';
import { useWho, type Who, WhoFieldset } from '../WhoFields';
import { useRoleName } from './role-name';
import { StaffReportPanel } from './StaffReportPanel';
import type { StaffClient } from './staff-client';
import '../books/books.css';
import '../review/review.css';
import './staff.css';

type Register = ReplyOf<'staffRegister'>;
type Role = Register['people'][number]['roles'][number];
type Change = RequestOf<'changeStaff'>;

const ROLES: readonly Role[] = ['croupier', 'supervisor', 'cashier', 'runner', 'surveillance', 'manager'];

/**
 * The manager's screen at the table: the table's staff register as it stands (each person's badge,
 * name, roles, whether active and whether they have a PIN of their own), its changes (an
 * enrolment, new roles, a disablement, a new PIN), each behind the badge and own PIN of the person
 * asking, and who did what by gaming day. At a table of a pit the register is the center's: it is
 * listed, and changed there.
 */
export function StaffScreen() {
  const client = useReviewClient();
  return client.connection === 'open' ? <StaffPanel client={client} report /> : null;
}

/** The register, its changes and (at a table, whose log it reads) who did what. */
export function StaffPanel({ client, report }: { readonly client: StaffClient; readonly report: boolean }) {
  const t = useText('review');
  const [read, setRead] = useState(0);
  const { reply, problem } = useRegister(client, `${client.version} ${read}`);
  return (
    <section className="staff review-panel" aria-label={t('review.staff.title')}>
      <h1>{t('review.staff.title')}</h1>
      <ReadProblem problem={problem} />
      {reply === null ? (
        <p className="review-empty">{t('review.reading')}</p>
      ) : (
        <>
          <RegisterTable register={reply} />
          {reply.followsCenter ? (
            <p className="staff-center" role="note">
              {t('review.staff.follows-center')}
            </p>
          ) : (
            <StaffForms
              setUp={reply.people.length === 0}
              request={client.request}
              onChanged={() => setRead((n) => n + 1)}
            />
          )}
        </>
      )}
      {report && <StaffReportPanel client={client} />}
    </section>
  );
}

/** The register, read at first and again at each `again`; the last one stays shown while the next is read. */
function useRegister(client: StaffClient, again: string) {
  const [reply, setReply] = useState<Register | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { request } = client;
  useEffect(() => {
    // `again` only says when to read again: the effect names it so that it runs at those moments.
    void again;
    let live = true;
    void request('staffRegister', {}).then((answer) => {
      if (!live) return;
      if (answer.ok) setReply(answer.reply);
      setProblem(answer.ok ? null : answer.error);
    });
    return () => {
      live = false;
    };
  }, [request, again]);
  return { reply, problem };
}

function RegisterTable({ register }: { readonly register: Register }) {
  const t = useText('review');
  const role = useRoleName();
  if (register.people.length === 0) return <p className="review-empty">{t('review.staff.none')}</p>;
  return (
    <table className="staff-register" data-testid="staff-register">
      <thead>
        <tr>
          <th>{t('review.staff.badge')}</th>
          <th>{t('review.staff.name')}</th>
          <th>{t('review.staff.roles')}</th>
          <th>{t('review.staff.state')}</th>
          <th>{t('review.staff.pin')}</th>
        </tr>
      </thead>
      <tbody>
        {register.people.map((person) => (
          <tr key={person.badge} data-badge={person.badge} className={person.active ? '' : 'staff-disabled'}>
            <td>{person.badge}</td>
            <td>{person.name}</td>
            <td>{person.roles.map(role).join(', ')}</td>
            <td>{t(person.active ? 'review.staff.active' : 'review.staff.disabled')}</td>
            <td>{t(person.pinSet ? 'review.staff.pin-set' : 'review.staff.no-pin')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The four changes; at the set-up only the first manager's own enrolment. */
function StaffForms({
  setUp,
  request,
  onChanged,
}: {
  readonly setUp: boolean;
  readonly request: StaffClient['request'];
  readonly onChanged: () => void;
}) {
  const t = useText('review');
  const { say } = useWords();
  const send = async (change: Change, done: string): Promise<Said> => {
    const said = saidOf((await request('changeStaff', change)) as SentAnswer, say, done);
    // The pit pushes nothing when its register changes: the screen reads it again itself.
    if (said.ok) onChanged();
    return said;
  };
  return (
    <div className="staff-forms">
      {/* A new form once the register is on: the set-up's roles (manager, supervisor) are not the next person's. */}
      <EnrolForm key={setUp ? 'first' : 'next'} setUp={setUp} send={send} />
      {!setUp && (
        <>
          <RolesForm send={send} />
          <DisableForm send={send} />
          <PinForm send={send} />
        </>
      )}
      {setUp && <p className="staff-set-up">{t('review.staff.set-up')}</p>}
    </div>
  );
}

type Send = (change: Change, done: string) => Promise<Said>;

/** The badge and own PIN of the person asking; the PIN emptied after every answer. */
function useAsking() {
  const who = useWho();
  return { ...who, by: () => ({ operator: who.operator.trim(), pin: who.pin }) };
}

function AskingFields({ asking, label }: { readonly asking: Who; readonly label: string }) {
  const t = useText('review');
  return (
    <WhoFieldset
      who={asking}
      legend={t('review.staff.asking')}
      nameLabel={label}
      pinLabel={t('review.staff.asking-pin')}
    />
  );
}

function RoleBoxes({
  roles,
  onRoles,
}: {
  readonly roles: readonly Role[];
  readonly onRoles: (roles: Role[]) => void;
}) {
  const t = useText('review');
  const role = useRoleName();
  return (
    <fieldset className="staff-roles">
      <legend>{t('review.staff.roles')}</legend>
      {ROLES.map((one) => (
        <label key={one}>
          <input
            type="checkbox"
            value={one}
            checked={roles.includes(one)}
            onChange={(event) =>
              onRoles(event.target.checked ? [...roles, one] : roles.filter((kept) => kept !== one))
            }
          />
          {role(one)}
        </label>
      ))}
    </fieldset>
  );
}

function EnrolForm({ setUp, send }: { readonly setUp: boolean; readonly send: Send }) {
  const t = useText('review');
  const asking = useAsking();
  const [badge, setBadge] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<Role[]>(setUp ? ['manager', 'supervisor'] : ['croupier']);
  const [newPin, setNewPin] = useState('');
  const submit = async () => {
    const change: Change = {
      act: 'enrol',
      badge: badge.trim(),
      name: name.trim(),
      roles,
      newPin,
      ...(!setUp && { by: asking.by() }),
    };
    const said = await send(change, t('review.staff.done.enrol', { badge: badge.trim(), name: name.trim() }));
    asking.setPin('');
    setNewPin('');
    if (said.ok) {
      setBadge('');
      setName('');
    }
    return said;
  };
  const label = t(setUp ? 'review.staff.enrol-first' : 'review.staff.enrol');
  return (
    <BooksForm
      label={label}
      onSubmit={submit}
      signatures={setUp ? undefined : <AskingFields asking={asking} label={t('review.staff.manager')} />}
    >
      <Field label={t('review.staff.badge')} value={badge} onChange={setBadge} maxLength={16} />
      <Field label={t('review.staff.name')} value={name} onChange={setName} maxLength={60} />
      <RoleBoxes roles={roles} onRoles={setRoles} />
      <Field label={t('review.staff.handed-pin')} type="password" value={newPin} onChange={setNewPin} />
    </BooksForm>
  );
}

function RolesForm({ send }: { readonly send: Send }) {
  const t = useText('review');
  const asking = useAsking();
  const [badge, setBadge] = useState('');
  const [roles, setRoles] = useState<Role[]>([]);
  const submit = async () => {
    const said = await send(
      { act: 'roles', badge: badge.trim(), roles, by: asking.by() },
      t('review.staff.done.roles', { badge: badge.trim() }),
    );
    asking.setPin('');
    return said;
  };
  return (
    <BooksForm
      label={t('review.staff.change-roles')}
      onSubmit={submit}
      signatures={<AskingFields asking={asking} label={t('review.staff.manager')} />}
    >
      <Field label={t('review.staff.badge')} value={badge} onChange={setBadge} maxLength={16} />
      <RoleBoxes roles={roles} onRoles={setRoles} />
    </BooksForm>
  );
}

function DisableForm({ send }: { readonly send: Send }) {
  const t = useText('review');
  const asking = useAsking();
  const [badge, setBadge] = useState('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    const said = await send(
      { act: 'disable', badge: badge.trim(), reason: reason.trim(), by: asking.by() },
      t('review.staff.done.disable', { badge: badge.trim() }),
    );
    asking.setPin('');
    if (said.ok) setReason('');
    return said;
  };
  return (
    <BooksForm
      label={t('review.staff.disable')}
      onSubmit={submit}
      signatures={<AskingFields asking={asking} label={t('review.staff.manager')} />}
    >
      <Field label={t('review.staff.badge')} value={badge} onChange={setBadge} maxLength={16} />
      <Field label={t('review.staff.reason')} value={reason} onChange={setReason} maxLength={500} />
    </BooksForm>
  );
}

function PinForm({ send }: { readonly send: Send }) {
  const t = useText('review');
  const asking = useAsking();
  const [badge, setBadge] = useState('');
  const [newPin, setNewPin] = useState('');
  const submit = async () => {
    const said = await send(
      { act: 'pin', badge: badge.trim(), newPin, by: asking.by() },
      t('review.staff.done.pin', { badge: badge.trim() }),
    );
    asking.setPin('');
    setNewPin('');
    return said;
  };
  return (
    <BooksForm
      label={t('review.staff.new-pin')}
      onSubmit={submit}
      signatures={<AskingFields asking={asking} label={t('review.staff.person-or-manager')} />}
    >
      <Field label={t('review.staff.badge')} value={badge} onChange={setBadge} maxLength={16} />
      <Field label={t('review.staff.the-new-pin')} type="password" value={newPin} onChange={setNewPin} />
    </BooksForm>
  );
}
