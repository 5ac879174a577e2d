-- The shift report of a period reads the books' facts up to the period's end and, after it, only
-- those that reach back into it (a void of its slips or buy-ins, the acknowledgement of its
-- adjustments): where the period's sessions begin and end, and which later facts those are, come
-- from each books' fact's place, kind and time alone. This covering index answers that without
-- reading a row, however long the log grows. The list of types is the kinds table's (the books'),
-- word for word the one of the books' partial index (022), so that SQLite takes it.
CREATE INDEX book_fact_times ON events (position, type, json_extract(metadata, '$.time'))
  WHERE type IN ('OpenerCounted', 'CloserCounted', 'FillReceived', 'CreditSent', 'SlipVoided', 'ChipsSold', 'BuyInVoided', 'SettlementAdjusted', 'AdjustmentAcknowledged', 'LimitsChanged', 'CroupierChanged', 'CroupierSignedIn', 'CroupierSignedOut');
