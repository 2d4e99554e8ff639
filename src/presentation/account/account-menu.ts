/** An entry of the account centre's side menu: a route of the table with an `accountMenu` place. */
export interface AccountMenuEntry {
  readonly id: string;
  readonly path: string;
}
