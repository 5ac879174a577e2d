import { useCallback, useState } from 'react';
import type { TableMessage } from '../../../contract';
import { SessionCharts } from '../charts/SessionCharts';
import { useText } from '../i18n/words';
import { useReadOnly } from '../page-session';
import { ReadOnlyNotice } from '../ReadOnlyNotice';
import { DECISION_KEYS, useShortcuts } from '../shortcuts';
import type { Decision } from '../table-types';
import { useTableTransport } from '../transport-choice';
import { type Act, useTable } from '../use-table';
import { AdjustmentNotices } from './AdjustmentNotice';
import { Alarms } from './Alarms';
import { BetPanel, NewSession, NoBetsYet } from './BetPanel';
import { Boxes } from './Boxes';
import { BurnBox } from './BurnBox';
import { CroupierLogin } from './CroupierLogin';
import { DealerPanel } from './DealerPanel';
import { DECISION_WORDS, DecisionBar } from './DecisionBar';
import { DutyPanel, type SignAsked } from './DutyPanel';
import { Hint } from './Hint';
import { HomeChips } from './home/HomeChips';
import { SessionOver } from './home/SessionOver';
import { homeSession } from './home/session';
import { InsuranceWindow } from './InsuranceWindow';
import { KeyIn } from './KeyIn';
import { LaterPanels } from './LaterPanels';
import { answerOffer, MisdealOffer } from './MisdealOffer';
import { NextCard } from './NextCard';
import { RefusalBanner, RefusalHistory } from './Refusals';
import { Settlement } from './Settlement';
import { ShoeStatus } from './ShoeStatus';
import { TableHeader } from './TableHeader';

/** The croupier's screen: the live table, what to do next, and every refusal with its reason. */
export function CroupierView() {
  const client = useTableTransport();
  const table = useTable(client);
  const readOnly = useReadOnly(client);
  const { message, act } = table;
  const t = useText('screen');
  const [signAsked, setSignAsked] = useState<SignAsked | null>(null);
  const decide = useCallback(
    (decision: Decision) =>
      void act('submitInput', { input: { type: decision } }, t(DECISION_WORDS[decision])),
    [act, t],
  );
  const onKey = useCallback(
    (key: string): boolean => {
      const decision = DECISION_KEYS[key];
      if (decision) {
        decide(decision);
        return true;
      }
      if (key === 'n' && message?.view.phase === 'insurance') {
        void act('submitInput', { input: { type: 'insurance-closed' } }, t('act.close-insurance'));
        return true;
      }
      // While a misdealt card is on offer no decision is open: T takes it, N ("no") passes it on.
      const offer = message?.view.offer;
      if (offer && (key === 't' || key === 'n')) {
        answerOffer(act, offer, key === 't' ? 'take' : 'pass');
        return true;
      }
      return false;
    },
    [act, decide, message?.view.phase, message?.view.offer, t],
  );
  useShortcuts(readOnly ? noShortcut : onKey);

  if (table.loginNeeded)
    return (
      <CroupierLogin
        reason={table.loginNeeded}
        refused={table.lastRefused ? table.refusals[0]?.reason : undefined}
        act={act}
      />
    );
  if (!message) return <p className="loading">{t('croupier.connecting')}</p>;
  const home = homeSession(
    message.view.sessionRounds,
    message.view.phase,
    message.view.round,
    message.view.sessionFirstRound,
  );
  // A shuffle due is the croupier's next task: the shoe then stays in sight on every screen.
  const shoe = <ShoeStatus shoe={message.view.shoe} round={message.view.round} act={act} />;
  return (
    // A disabled fieldset switches off every button and field inside it: the review role reads only.
    <fieldset
      className="croupier"
      disabled={readOnly}
      data-phase={message.view.phase}
      data-round={message.view.round.round}
    >
      <TableHeader
        view={message.view}
        table={message.table}
        limits={message.limits}
        books={message.books}
        croupier={croupierSeen(message, table.loggedInAs, t)}
        connection={table.connection}
        simulator={message.simulator}
        shipping={message.shipping}
      />
      {readOnly && <ReadOnlyNotice title={t('read-only.title')}>{t('read-only.croupier')}</ReadOnlyNotice>}
      <RefusalBanner refusal={table.lastRefused ? table.refusals[0] : undefined} onHide={table.hideRefusal} />
      <Alarms
        alarms={message.alarms}
        openerDiffers={message.books.openerDiffers}
        paused={message.paused}
        act={act}
      />
      {home && <SessionOver session={home} />}
      <main className="layout">
        <div className="felt">
          <div className="felt-top">
            <DealerPanel view={message.view} holeCard={message.holeCard} />
            <NextCard nextCard={message.nextCardTo} simulator={message.simulator} act={act} />
          </div>
          <BurnBox burned={message.burnBox} />
          <Boxes
            places={message.limits.boxes}
            round={message.view.round}
            onTurn={message.view.onTurn}
            empty={<NoBetsYet limits={message.limits} />}
          />
          <div className="felt-actions">
            <DecisionBar onTurn={message.view.onTurn} decide={decide} />
            <Hint hint={message.view.hint} />
          </div>
        </div>
        <aside className="controls">
          <AdjustmentNotices owed={message.adjustments} act={act} />
          <PhaseControls message={message} act={act} sessionOver={home?.over === true} />
          <KeyIn
            act={act}
            minStake={message.limits.minStake}
            lastRefusal={table.lastRefused ? table.refusals[0] : undefined}
            {...(message.staff.registerOn && {
              onSign: (badge: string) => setSignAsked({ badge, at: Date.now() }),
            })}
          />
          {message.staff.registerOn && <DutyPanel staff={message.staff} act={act} asked={signAsked} />}
          {home && <HomeChips session={home} />}
          {message.view.shoe.shuffleDue && shoe}
          <LaterPanels shoe={message.view.shoe}>
            {!message.view.shoe.shuffleDue && shoe}
            <RefusalHistory refusals={table.refusals} />
            <SessionCharts transport={client} view={message.view} />
          </LaterPanels>
        </aside>
      </main>
    </fieldset>
  );
}

/**
 * Who deals, as the header names them: the person signed in, by name and badge, at a table that
 * keeps a register (nobody while none is); else the croupier the books know, the operator this
 * screen logged in as, or the one the server keys for.
 */
function croupierSeen(
  message: TableMessage,
  loggedInAs: string | null,
  t: ReturnType<typeof useText<'screen'>>,
): string {
  const { staff } = message;
  if (!staff.registerOn)
    return t('header.croupier', { name: message.books.croupier ?? loggedInAs ?? message.table.croupier });
  return staff.onDuty
    ? t('header.person', { name: staff.onDuty.name, badge: staff.onDuty.badge })
    : t('duty.nobody');
}

/** The review role takes no decision: its keys do nothing. */
const noShortcut = (): boolean => false;

/** What the phase asks of the croupier now, beside the felt (the decisions are on it). */
function PhaseControls({
  message,
  act,
  sessionOver,
}: {
  readonly message: TableMessage;
  readonly act: Act;
  readonly sessionOver: boolean;
}) {
  const { view } = message;
  const betsOpen = view.phase === 'betting' || view.phase === 'settled';
  // After the settlement the next bet opens the next round: under its limits when they changed.
  const next = view.phase === 'settled' ? message.books.nextLimits : null;
  const betLimits = next ? { ...message.limits, ...next } : message.limits;
  return (
    <>
      {view.phase === 'insurance' && (
        <InsuranceWindow boxes={view.round.boxes} evenMoney={view.layout.evenMoney} act={act} />
      )}
      {view.offer && <MisdealOffer offer={view.offer} act={act} />}
      <Settlement round={view.round} />
      {betsOpen &&
        (sessionOver ? (
          <NewSession act={act} />
        ) : (
          <BetPanel key={betLimits.minStake} act={act} limits={betLimits} />
        ))}
    </>
  );
}
