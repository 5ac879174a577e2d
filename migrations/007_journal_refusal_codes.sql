-- A refusal's code and parameters beside its sentence: the audit counts refusals by rule and by
-- box (`json_extract(params, '$.box')`) whatever language the croupier read them in. Null for the
-- entries journaled before, and for the events that have no code.
ALTER TABLE journal ADD COLUMN code TEXT CHECK (code IS NULL OR code <> '');
ALTER TABLE journal ADD COLUMN params TEXT CHECK (params IS NULL OR json_valid(params));

CREATE INDEX journal_by_code ON journal (code) WHERE code IS NOT NULL;
