-- The staff register of a pit (issue "people"): kept at the center, followed by every table and the
-- pit server. One row per register fact, in the order the register decided them; `seq` is given by
-- the writer (the register's length plus one), so two managers deciding on the same register at
-- once cannot both append: the second is refused by the key and decides again on the new register.
-- A PIN change carries the PIN's scrypt hash beside its fact (the fact itself never holds it: facts
-- are shipped and read by every table, the hash only by the tables' sealed caches).
CREATE TABLE center_staff (
  seq      integer     PRIMARY KEY CHECK (seq >= 1),
  fact     jsonb       NOT NULL CHECK (fact->>'type' IN
             ('StaffEnrolled', 'StaffRolesChanged', 'StaffPinChanged', 'StaffDisabled')),
  pin_hash text        CHECK (pin_hash IS NULL OR pin_hash LIKE 'scrypt$%'),
  at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((fact->>'type' = 'StaffPinChanged') = (pin_hash IS NOT NULL))
);

CREATE TRIGGER center_staff_append_only BEFORE UPDATE OR DELETE ON center_staff
  FOR EACH ROW EXECUTE FUNCTION pit_refuse_change();
CREATE TRIGGER center_staff_not_truncated BEFORE TRUNCATE ON center_staff
  FOR EACH STATEMENT EXECUTE FUNCTION pit_refuse_change();
