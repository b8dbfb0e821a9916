// The two answers a route gives other than 200 with what its service returned: 201 with what a create made, and 204
// once a delete (or other work with nothing to show) is done. The route's schema still types the 201 body
// (fastify-type-provider-zod): `send` is a property here, so a body of another type does not compile.

export async function created<Body>(
  reply: { code: (statusCode: 201) => { send: (payload: Body) => unknown } },
  work: Promise<Body>,
): Promise<void> {
  reply.code(201).send(await work);
}

export async function noContent(
  reply: { code: (statusCode: 204) => { send: () => unknown } },
  work: Promise<unknown>,
): Promise<void> {
  await work;
  reply.code(204).send();
}
