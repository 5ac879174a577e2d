-- The staff register's facts and a croupier's sign-in and sign-out (issue "people"), with the fields
-- engine/log/fact-shapes.ts gives them: the center checks them as it checks every other kind.
INSERT INTO pit_fact_kinds (type, fields) VALUES
  ('StaffEnrolled', '{"badge":"string","name":"string","roles":"array","author":"string"}'),
  ('StaffRolesChanged', '{"badge":"string","roles":"array","author":"string"}'),
  ('StaffPinChanged', '{"badge":"string","author":"string"}'),
  ('StaffDisabled', '{"badge":"string","reason":"string","author":"string"}'),
  ('CroupierSignedIn', '{"badge":"string","name":"string"}'),
  ('CroupierSignedOut', '{"badge":"string"}');
