-- A buy-in struck out by the pit boss, with the fields engine/log/fact-shapes.ts gives it: the
-- center checks it as it checks every other kind. A table's opening may say above how many times
-- its maximum a buy-in is asked again.
INSERT INTO pit_fact_kinds (type, fields) VALUES
  ('BuyInVoided', '{"buyIn":"int","reason":"string"}');
UPDATE pit_fact_kinds SET fields = fields || '{"buyInConfirmTimes":"number?"}'::jsonb WHERE type = 'TableOpened';
