/** A stored record of the mock backend: an id and its fields. */
export type Row = { id: number } & Record<string, unknown>;
