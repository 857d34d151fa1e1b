/** Who is calling a service: the signed-in user (admin flag recomputed per request) or nobody. */
export type Actor = { id: string; isAdmin: boolean } | null;
