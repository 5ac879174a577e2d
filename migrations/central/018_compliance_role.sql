-- The compliance officer's login at the pit server (issue "the money around the table"): a third
-- pit role, whose PIN opens the cash records only.
ALTER TABLE pit_pins DROP CONSTRAINT pit_pins_role_check;
ALTER TABLE pit_pins ADD CONSTRAINT pit_pins_role_check CHECK (role IN ('pit-boss', 'review', 'compliance'));
