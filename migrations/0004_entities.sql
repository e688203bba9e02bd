-- Named entities the local engine resolves at run time, e.g. company names → tickers (kind "ticker")
-- for the CRAG pack: loaded once by scripts/crag-pack (see its README), looked up by exact name.
CREATE TABLE IF NOT EXISTS entities (
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (kind, name)
);
