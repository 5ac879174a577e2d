-- Identification before a patron's cash goes over the report level (issue "the money around the
-- table"), with the fields engine/log/fact-shapes.ts gives them: a table's report level, recorded
-- with its opening, and a buy-in recorded once the croupier saw the patron's identification.
UPDATE pit_fact_kinds SET fields = fields || '{"identifyAbove":"int?"}'::jsonb WHERE type = 'TableOpened';
UPDATE pit_fact_kinds SET fields = fields || '{"identified":"boolean?"}'::jsonb WHERE type = 'ChipsSold';
