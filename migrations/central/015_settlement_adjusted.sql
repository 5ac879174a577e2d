-- A ruling's difference on a paid round, and the croupier's word that its chips moved, with the
-- fields engine/log/fact-shapes.ts gives them: the center checks them as it checks every other kind.
INSERT INTO pit_fact_kinds (type, fields) VALUES
  ('SettlementAdjusted', '{"round":"int","cause":"object","author":"string","lines":"array"}'),
  ('AdjustmentAcknowledged', '{"round":"int"}');
