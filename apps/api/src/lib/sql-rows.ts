/** The rows a raw statement answered, on PGlite and node-postgres alike. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
