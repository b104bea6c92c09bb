/**
 * Who is asking: the signed-in user and their organisation, taken from the session by the route. Services scope
 * every read and write by these two ids.
 */
export interface Actor {
  userId: number;
  organisationId: number;
}
