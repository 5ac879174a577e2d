import { useCallback, useMemo } from 'react';
import type { TableMessage } from '../../../contract';
import { DECISION_KEYS, useShortcuts } from '../shortcuts';
import { TableClient } from '../table-client';
import type { Decision } from '../table-types';
import { type Act, useTable } from '../use-table';
import { Alarms } from './Alarms';
import { BetPanel } from './BetPanel';
import { Boxes } from './Boxes';
import { DealerPanel } from './DealerPanel';
import { DecisionBar } from './DecisionBar';
import { HomeChips } from './home/HomeChips';
import { SessionOver } from './home/SessionOver';
import { homeSession } from './home/session';
import { InsuranceWindow } from './InsuranceWindow';
import { KeyIn } from './KeyIn';
import { LoginPanel } from './LoginPanel';
import { MisdealOffer } from './MisdealOffer';
import { NextCard } from './NextCard';
import { RefusalBanner, RefusalHistory } from './Refusals';
import { Settlement } from './Settlement';
import { ShoeStatus } from './ShoeStatus';
import { TableHeader } from './TableHeader';

/** The croupier's screen: the live table, what to do next, and every refusal with its reason. */
export function CroupierView() {
  const client = useMemo(() => TableClient.forPage(), []);
  const table = useTable(client);
  const { message, act } = table;
  const decide = useCallback(
    (decision: Decision) => void act('submitInput', { input: { type: decision } }, decision),
    [act],
  );
  const onKey = useCallback(
    (key: string): boolean => {
      const decision = DECISION_KEYS[key];
      if (decision) {
        decide(decision);
        return true;
      }
      if (key === 'n' && message?.view.phase === 'insurance') {
        void act('submitInput', { input: { type: 'insurance-closed' } }, 'close insurance');
        return true;
      }
      return false;
    },
    [act, decide, message?.view.phase],
  );
  useShortcuts(onKey);

  if (table.loginNeeded) return <LoginPanel reason={table.loginNeeded} act={act} />;
  if (!message) return <p className="loading">Connecting to the table…</p>;
  const home = homeSession(message.view.sessionRounds, message.view.phase, message.view.round);
  return (
    <div className="croupier" data-phase={message.view.phase} data-round={message.view.round.round}>
      <TableHeader view={message.view} connection={table.connection} simulator={message.simulator} />
      <RefusalBanner refusal={table.lastRefused ? table.refusals[0] : undefined} />
      <Alarms alarms={message.alarms} paused={message.paused} act={act} />
      {home && <SessionOver session={home} />}
      <main className="layout">
        <div className="felt">
          <DealerPanel view={message.view} />
          <NextCard nextCard={message.view.nextCard} simulator={message.simulator} act={act} />
          <Boxes boxes={message.view.round.boxes} onTurn={message.view.onTurn} />
        </div>
        <aside className="controls">
          <PhaseControls message={message} act={act} decide={decide} />
          <KeyIn act={act} />
          {home && <HomeChips session={home} />}
          <ShoeStatus shoe={message.view.shoe} round={message.view.round} act={act} />
          <RefusalHistory refusals={table.refusals} />
        </aside>
      </main>
    </div>
  );
}

/** What the phase asks of the croupier now. */
function PhaseControls({
  message,
  act,
  decide,
}: {
  readonly message: TableMessage;
  readonly act: Act;
  readonly decide: (decision: Decision) => void;
}) {
  const { view } = message;
  const betsOpen = view.phase === 'betting' || view.phase === 'settled';
  return (
    <>
      {view.phase === 'insurance' && <InsuranceWindow boxes={view.round.boxes} act={act} />}
      {view.offer && <MisdealOffer offer={view.offer} act={act} />}
      <DecisionBar onTurn={view.onTurn} decide={decide} />
      <Settlement round={view.round} />
      {betsOpen && <BetPanel act={act} />}
    </>
  );
}
