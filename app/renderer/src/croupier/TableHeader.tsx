import type { ConnectionState } from '../table-transport';
import type { Phase, TableView } from '../table-types';

const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  betting: 'bets open',
  dealing: 'dealing',
  insurance: 'insurance',
  players: 'players act',
  offer: 'misdealt card on offer',
  dealer: "dealer's turn",
  settled: 'settle',
  resume: 'resuming',
};

const CONNECTION_WORDS: Readonly<Record<ConnectionState, string>> = {
  connecting: 'connecting…',
  open: 'connected',
  lost: 'connection lost — reconnecting',
};

export function TableHeader({
  view,
  connection,
  simulator,
}: {
  readonly view: TableView;
  readonly connection: ConnectionState;
  readonly simulator: boolean;
}) {
  return (
    <header className="table-header">
      <span className="brand">Sabot</span>
      <span>{view.profile}</span>
      <span>Round {view.round.round}</span>
      <span className="phase" data-testid="phase">
        {PHASE_WORDS[view.phase]}
      </span>
      {simulator && <span className="simulator">simulated shoe</span>}
      <span className={`connection ${connection}`}>{CONNECTION_WORDS[connection]}</span>
    </header>
  );
}
