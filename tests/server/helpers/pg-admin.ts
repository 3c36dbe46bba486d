import pg from 'pg';

/** Runs one statement (CREATE / DROP DATABASE) on the server at `base`. */
export async function adminQuery(base: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
