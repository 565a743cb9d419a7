/** A demo user's access token (every demo user's password is the demo's). */
export async function benchSignIn(base: string, email = 'superadmin@demo.pathcraft.test'): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'pathcraft-demo' }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed for ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
