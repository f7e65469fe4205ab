import { describe, expect, it } from 'vitest';
import { DEMO_FORM, SEED_EMPLOYEES } from '../../../contract/fixtures';
import { describeOnEachDatabase } from '../helpers/describeOnEachDatabase';

const validAnswers = {
  company: 'Acme Builders',
  email: 'Ops@Acme.example',
  phone: '+1 202 555 0123',
  industry: 'Construction',
  employees: 120,
  start_date: '2030-03-01',
  details: 'Move our job costing off spreadsheets.',
  consent: true,
};

describeOnEachDatabase('contact requests, employees and forms', (ctx) => {
  describe('POST /api/test/homepage-cta', () => {
    const contact = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone_number: '(+1) 2025550123',
      email: 'Ada@Example.com',
    };

    it('stores a valid contact request', async () => {
      const response = await ctx.server.call('POST', '/api/test/homepage-cta', { json: contact });
      expect(response.status).toBe(201);
      expect(response.body.id).toEqual(expect.any(Number));
      const { rows } = await ctx.db.query(
        'SELECT firstname, lastname, phone_number, email FROM contact_requests',
      );
      expect(rows).toEqual([{ ...contact, email: 'ada@example.com' }]);
    });

    it('stores the preferred time and time zone of a request that asks for a time', async () => {
      const asking = { ...contact, preferred_time: 'afternoon', time_zone: 'Europe/Dublin' };
      const response = await ctx.server.call('POST', '/api/test/homepage-cta', { json: asking });
      expect(response.status).toBe(201);
      const { rows } = await ctx.db.query('SELECT preferred_time, time_zone FROM contact_requests');
      expect(rows).toEqual([{ preferred_time: 'afternoon', time_zone: 'Europe/Dublin' }]);
    });

    it('stores a request for a demo time without a phone number: the invitation goes to the e-mail address', async () => {
      const { phone_number: _, ...withoutPhone } = contact;
      const asking = { ...withoutPhone, preferred_time: 'morning', time_zone: 'America/Chicago' };
      const response = await ctx.server.call('POST', '/api/test/homepage-cta', { json: asking });
      expect(response.status).toBe(201);
      const { rows } = await ctx.db.query('SELECT phone_number, email, preferred_time FROM contact_requests');
      expect(rows).toEqual([{ phone_number: null, email: 'ada@example.com', preferred_time: 'morning' }]);
    });

    it('stores no preferred time when none is asked for', async () => {
      await ctx.server.call('POST', '/api/test/homepage-cta', { json: contact });
      const { rows } = await ctx.db.query('SELECT preferred_time, time_zone FROM contact_requests');
      expect(rows).toEqual([{ preferred_time: null, time_zone: null }]);
    });

    it.each([
      [{ preferred_time: 'evening' }, 'preferred_time must be morning, midday or afternoon'],
      [{ preferred_time: 9 }, 'preferred_time must be morning, midday or afternoon'],
      [
        { time_zone: 'Europe/Dublin; DROP TABLE users' },
        'time_zone must be a time zone such as Europe/Dublin',
      ],
      [{ time_zone: 'x'.repeat(65) }, 'time_zone must be a time zone such as Europe/Dublin'],
      [{ firstname: undefined }, 'Please input your first name'],
      [{ lastname: '   ' }, 'Please input your last name'],
      [{ phone_number: undefined }, 'Please input your phone number'],
      [{ phone_number: '' }, 'Please input your phone number'],
      [{ phone_number: '', preferred_time: 'morning' }, 'Please input your phone number'],
      [{ phone_number: '2025550123' }, 'phone_number must look like (+1) 2025550123'],
      [{ phone_number: '(+1) call me' }, 'phone_number must look like (+1) 2025550123'],
      [{ email: 'ada' }, 'Please input a valid email'],
      [{ firstname: 'x'.repeat(101) }, 'firstname must be at most 100 characters'],
      [{ firstname: ['Ada'] }, 'firstname must be a string'],
      // A header a mail built from the request would carry, injected through a name.
      [{ firstname: 'a\r\nBcc: x@y.z' }, 'firstname must be one line of text without control characters'],
      [{ lastname: 'Smith\u202Egnp.exe' }, 'lastname must be one line of text without control characters'],
    ])('refuses %j', async (change, message) => {
      const response = await ctx.server.call('POST', '/api/test/homepage-cta', {
        json: { ...contact, ...change },
      });
      expect(response.status).toBe(400);
      // The message names the first problem; `errors` names it per field (here one field).
      expect(response.body).toEqual({ message, errors: expect.any(Object) });
      expect(Object.values(response.body.errors)).toEqual([message]);
      expect((await ctx.db.query('SELECT id FROM contact_requests')).rows).toHaveLength(0);
    });
  });

  describe('GET /api/employees/{id}', () => {
    it('answers a seeded employee public card', async () => {
      const employee = SEED_EMPLOYEES[0];
      const response = await ctx.server.call('GET', `/api/employees/${employee?.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(employee);
    });

    it('answers 404 for an unknown or odd id', async () => {
      for (const id of ['nobody', '..%2F..%2Fetc', "x'%20OR%20'1'='1"]) {
        const response = await ctx.server.call('GET', `/api/employees/${id}`);
        expect(response.status, id).toBe(404);
        expect(response.body).toEqual({ message: 'Employee not found' });
      }
    });
  });

  describe('online forms', () => {
    it('answers the demo form definition', async () => {
      const response = await ctx.server.call('GET', '/api/forms/demo');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(DEMO_FORM);
      for (const field of response.body.fields) {
        expect(field).toEqual(
          expect.objectContaining({ type: expect.any(String), label: expect.any(String) }),
        );
        expect(typeof field.required).toBe('boolean');
      }
    });

    it('answers 404 for an unknown form, both to read and to submit', async () => {
      expect((await ctx.server.call('GET', '/api/forms/nope')).status).toBe(404);
      const response = await ctx.server.call('POST', '/api/forms/nope/submissions', {
        json: { answers: {} },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Form not found' });
    });

    it('stores a valid submission, normalised', async () => {
      const response = await ctx.server.call('POST', '/api/forms/demo/submissions', {
        json: { answers: validAnswers },
      });
      expect(response.status).toBe(201);
      const { rows } = await ctx.db.query<{ form_id: string; answers: Record<string, unknown> }>(
        'SELECT form_id, answers FROM form_submissions',
      );
      expect(rows).toEqual([{ form_id: 'demo', answers: { ...validAnswers, email: 'ops@acme.example' } }]);
    });

    it('keeps the line breaks and tabs of a multi-line answer', async () => {
      const details = 'Phase one:\n\tfoundations\r\nPhase two: 屋根 🏗️';
      const response = await ctx.server.call('POST', '/api/forms/demo/submissions', {
        json: { answers: { ...validAnswers, details } },
      });
      expect(response.status).toBe(201);
      const { rows } = await ctx.db.query<{ answers: { details: string } }>(
        'SELECT answers FROM form_submissions',
      );
      expect(rows[0]?.answers.details).toBe(details);
    });

    it('stores only the required answers when the optional ones are left out', async () => {
      const { company, email, industry, consent } = validAnswers;
      const response = await ctx.server.call('POST', '/api/forms/demo/submissions', {
        json: { answers: { company, email, industry, consent, phone: '' } },
      });
      expect(response.status).toBe(201);
    });

    it.each([
      [{ company: undefined }, 'company', 'Company name: This field is required'],
      [{ email: 'nope' }, 'email', 'Work email: Must be a valid email'],
      [{ industry: 'Farming' }, 'industry', /^Industry: Must be one of: Construction/],
      [{ employees: 'many' }, 'employees', 'Number of employees: Must be a number'],
      [{ start_date: '2030-02-30' }, 'start_date', 'Preferred start date: Must be a date as YYYY-MM-DD'],
      [{ consent: false }, 'consent', 'I agree to be contacted about this request: This box must be checked'],
      [{ consent: 'yes' }, 'consent', 'I agree to be contacted about this request: Must be true or false'],
      [{ company: { nested: true } }, 'company', 'Company name: Must be text'],
      [{ details: 'x'.repeat(5001) }, 'details', 'Project details: Must be at most 5000 characters'],
      [{ extra: 'field' }, 'extra', 'extra: Unknown field'],
      [
        { company: 'Acme\r\nBcc: x@y.z' },
        'company',
        'Company name: Must be one line of text without control characters',
      ],
      [
        { details: 'Line one\n\u202Eowt enil' },
        'details',
        'Project details: Must be text without control characters',
      ],
    ])('refuses %j', async (change, field, message) => {
      const response = await ctx.server.call('POST', '/api/forms/demo/submissions', {
        json: { answers: { ...validAnswers, ...change } },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
      expect(Object.keys(response.body.errors)).toEqual([field]);
      expect((await ctx.db.query('SELECT id FROM form_submissions')).rows).toHaveLength(0);
    });

    it('refuses a body without answers', async () => {
      for (const json of [{}, { answers: [] }, { answers: 'x' }, validAnswers]) {
        const response = await ctx.server.call('POST', '/api/forms/demo/submissions', { json });
        expect(response.status, JSON.stringify(json)).toBe(400);
        expect(response.body.message).toBe('answers must be an object of field name to value');
      }
    });
  });
});
