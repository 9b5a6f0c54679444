/** One migration: a unique id (its file name without extension) and the SQL it runs once. */
export interface Migration {
  id: string;
  sql: string;
}
