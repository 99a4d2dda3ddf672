import { Client } from 'pg';
import { startIdentity } from './support/identity-test-app';
import { validRegistration } from './factories/registration.factory';
it('debug', async () => {
  const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  for (let i = 0; i < 8; i++) {
    const identity = await startIdentity();
    const res = await identity.register(validRegistration());
    expect(res.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, i * 20));
    await identity.close();
    await new Promise((r) => setTimeout(r, 300));
    const r = await c.query("select pid, application_name, state, query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    console.log(i, JSON.stringify(r.rows.map(x=>[x.application_name,x.state,x.query.slice(0,60)])));
  }
  await c.end();
}, 60000);
