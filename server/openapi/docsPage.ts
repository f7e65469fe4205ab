import { STATUS_CODES } from 'node:http';
import { escapeHtml, pageHead } from '../http/html.ts';

// /api/docs: the OpenAPI document as one readable page, rendered on the server from the document
// itself (so it cannot drift from /api/openapi.json); no script, no asset from elsewhere.

type Json = Record<string, unknown>;
interface Row {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
/** The document's descriptions use `backticks` for code; everything else is plain text. */
const prose = (text: unknown) =>
  escapeHtml(String(text ?? '')).replace(/`([^`]+)`/g, (_, inner: string) => `<code>${inner}</code>`);
const anchor = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function resolve(document: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return asObject(asObject(asObject(document.components).schemas)[name]);
}

function typeOf(schema: Json): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map((item) => typeOf(asObject(item))).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (type === 'array') return `array of ${typeOf(asObject(schema.items))}`;
  return type;
}

function rulesOf(schema: Json): string[] {
  const rules: string[] = [];
  const say = (key: string, words: (value: unknown) => string) => {
    if (schema[key] !== undefined) rules.push(words(schema[key]));
  };
  say('minLength', (n) => (n === 1 ? 'not empty' : `at least ${n} characters`));
  say('maxLength', (n) => `at most ${n} characters`);
  say('minItems', (n) => `at least ${n} items`);
  say('minimum', (n) => `at least ${n}`);
  say('pattern', (p) => `matches ${code(String(p))}`);
  say('format', (f) => `format ${String(f)}`);
  say('default', (d) => `default ${code(JSON.stringify(d))}`);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
    rules.push('an object of any keys');
  }
  return rules;
}

/** The fields of an object schema as rows, nested objects and arrays of objects with dotted names. */
function rowsOf(schema: Json, prefix = ''): Row[] {
  const properties = asObject(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties).flatMap(([key, value]) => {
    const field = asObject(value);
    const name = `${prefix}${key}`;
    const row: Row = { name, type: typeOf(field), required: required.has(key), rules: rulesOf(field) };
    const items = asObject(field.items);
    if (field.type === 'object' && field.properties) return [row, ...rowsOf(field, `${name}.`)];
    if (field.type === 'array' && items.properties) return [row, ...rowsOf(items, `${name}[].`)];
    return [row];
  });
}

function fieldTable(rows: Row[], caption: string): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (row) =>
        `<tr>${cell('Field', code(row.name))}${cell('Type', escapeHtml(row.type))}${cell('Presence', row.required ? 'required' : 'optional')}${cell('Rules', row.rules.join('; '))}</tr>`,
    )
    .join('');
  return `<div class="scroll"><table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Presence</th><th scope="col">Rules</th></tr></thead><tbody>${body}</tbody></table></div>`;
}

/** A table cell that names its column, so narrow screens can show each row as a card. */
const cell = (label: string, html: string) => `<td data-label="${label}">${html}</td>`;

const example = (value: unknown, label: string) =>
  value === undefined
    ? ''
    : `<p class="example-label">${label}</p><pre class="example"><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

function schemaName(schema: Json): string {
  return typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : '';
}

function parametersHtml(operation: Json): string {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters.map(asObject) : [];
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((param) => {
      const schema = asObject(param.schema);
      const notes = [
        prose(String(param.description ?? '').replace(/\.$/, '')),
        ...rulesOf(schema),
        param.example === undefined ? '' : `e.g. ${code(String(param.example))}`,
      ];
      return `<tr>${cell('Name', code(String(param.name)))}${cell('In', escapeHtml(String(param.in)))}${cell('Type', escapeHtml(typeOf(schema)))}${cell('Presence', param.required ? 'required' : 'optional')}${cell('Notes', notes.filter(Boolean).join('; '))}</tr>`;
    })
    .join('');
  return `<h4>Parameters</h4><div class="scroll"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Presence</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function requestHtml(document: Json, operation: Json): string {
  const media = asObject(asObject(asObject(operation.requestBody).content)['application/json']);
  if (!media.schema) return '';
  const schema = asObject(media.schema);
  return `<h4>Request body <span class="muted">application/json, ${escapeHtml(schemaName(schema))}</span></h4>${fieldTable(rowsOf(resolve(document, schema)), 'Request fields')}${example(media.example, 'Example request')}`;
}

function responsesHtml(document: Json, operation: Json): string {
  const items = Object.entries(asObject(operation.responses)).map(([status, value]) => {
    const answer = asObject(value);
    const media = asObject(asObject(answer.content)['application/json']);
    const schema = asObject(media.schema);
    const kind = status.startsWith('2') ? 'ok' : 'error';
    const headers = Object.keys(asObject(answer.headers));
    return `<details class="answer"${kind === 'ok' ? ' open' : ''}><summary><span class="status ${kind}">${escapeHtml(status)}</span> ${escapeHtml(STATUS_CODES[status] ?? '')} <span class="muted">${prose(answer.description)}</span></summary>
${headers.length > 0 ? `<p>Headers: ${headers.map(code).join(', ')} (seconds to wait).</p>` : ''}
<p class="muted">${escapeHtml(schemaName(schema))}</p>${fieldTable(rowsOf(resolve(document, schema)), `Answer fields (${status})`)}${example(media.example, 'Example answer')}</details>`;
  });
  return `<h4>Answers</h4>${items.join('\n')}`;
}

function operationHtml(document: Json, path: string, method: string, operation: Json): string {
  const id = anchor(String(operation.operationId ?? `${method}-${path}`));
  const secured = Array.isArray(operation.security) && operation.security.length > 0;
  return `<article class="operation" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> ${code(path)}</h3>
<p class="summary">${prose(operation.summary)}</p>
<p>${prose(operation.description)}</p>
${secured ? '<p class="auth">Signed in: send <code>Authorization: jwt &lt;token&gt;</code>.</p>' : ''}
${parametersHtml(operation)}${requestHtml(document, operation)}${responsesHtml(document, operation)}
</article>`;
}

interface Operation {
  path: string;
  method: string;
  operation: Json;
}

function operationsByTag(document: Json): Map<string, Operation[]> {
  const groups = new Map<string, Operation[]>();
  for (const tag of Array.isArray(document.tags) ? document.tags : [])
    groups.set(String(asObject(tag).name), []);
  for (const [path, item] of Object.entries(asObject(document.paths))) {
    const methods = Object.keys(asObject(item)).sort(
      (a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b),
    );
    for (const method of methods) {
      const operation = asObject(asObject(item)[method]);
      const tag = String((operation.tags as string[] | undefined)?.[0] ?? 'Other');
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)?.push({ path, method, operation });
    }
  }
  return groups;
}

const STYLE = `
:root{color-scheme:light;--ink:#1a1a2e;--muted:#5b5b6e;--line:#e2e2ea;--soft:#f6f6fa;--accent:#3b2bd1}
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink)}
a{color:var(--accent)}
header{padding:2rem 1.25rem 1rem;border-bottom:1px solid var(--line);background:var(--soft)}
header h1{margin:0 0 .25rem;font-size:1.75rem}
.layout{display:grid;grid-template-columns:16rem minmax(0,1fr);max-width:78rem;margin:0 auto}
nav{position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto;padding:1.25rem;border-right:1px solid var(--line)}
nav h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:1rem 0 .3rem}
nav ul{list-style:none;margin:0;padding:0}nav li{margin:.15rem 0;font-size:.9rem}
nav a{text-decoration:none}nav a:hover,nav a:focus{text-decoration:underline}
main{padding:1.25rem 1.5rem 4rem;min-width:0}
section>h2{font-size:1.4rem;margin:2rem 0 .25rem;padding-top:.5rem;border-top:2px solid var(--ink)}
.operation{border:1px solid var(--line);border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
.operation h3{margin:0;font-size:1.1rem;display:flex;gap:.6rem;align-items:center;flex-wrap:wrap;overflow-wrap:anywhere}
.operation h4{margin:1.1rem 0 .4rem;font-size:.95rem}
.summary{font-weight:600;margin:.4rem 0 0}
.method{font:700 .75rem/1 ui-monospace,monospace;padding:.35rem .5rem;border-radius:4px;color:#fff}
.method.get{background:#0f6e3f}.method.post{background:#3b2bd1}
.status{font:700 .85rem ui-monospace,monospace;padding:.1rem .4rem;border-radius:4px}
.status.ok{background:#dff3e7;color:#0b5730}.status.error{background:#fde7e9;color:#8a1020}
.muted{color:var(--muted);font-weight:400}
.auth{background:#fff6db;border-left:4px solid #b98900;padding:.4rem .7rem}
code{font:.88em ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--soft);padding:.05rem .3rem;border-radius:4px;overflow-wrap:anywhere}
pre.example{background:#16162a;color:#f0f0f8;padding:.8rem 1rem;border-radius:6px;overflow:auto;font-size:.85rem}
pre.example code{background:none;color:inherit;padding:0}
details.answer{border-top:1px solid var(--line);padding:.5rem 0}
details.answer summary{cursor:pointer}
.scroll{overflow-x:auto}
.example-label{margin:.6rem 0 .2rem;font-size:.8rem;color:var(--muted)}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.3rem 0}
caption{text-align:left;font-size:.8rem;color:var(--muted);padding-bottom:.2rem}
th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:var(--soft);font-weight:600}
@media (max-width:860px){.layout{display:block}nav{position:static;max-height:none;border-right:0;border-bottom:1px solid var(--line)}main{padding:1rem}.operation{padding:.8rem}}
@media (max-width:600px){table,tbody,tr,td{display:block}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}tr{border-bottom:1px solid var(--line);padding:.3rem 0}td{border:0;padding:.15rem 0}td::before{content:attr(data-label) ": ";font-weight:600;color:var(--muted)}td:empty{display:none}caption{display:block}}
`;

/** The page: a header, the operations grouped by tag with a table of contents, every answer. */
export function docsPage(document: Json, documentUrl: string): string {
  const info = asObject(document.info);
  const tags = new Map(
    (Array.isArray(document.tags) ? document.tags : []).map((tag) => [
      String(asObject(tag).name),
      asObject(tag),
    ]),
  );
  const groups = [...operationsByTag(document)].filter(([, operations]) => operations.length > 0);
  const toc = groups
    .map(
      ([tag, operations]) =>
        `<h2><a href="#${anchor(tag)}">${escapeHtml(tag)}</a></h2><ul>${operations
          .map(
            ({ path, method, operation }) =>
              `<li><a href="#${anchor(String(operation.operationId))}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  const sections = groups
    .map(
      ([tag, operations]) =>
        `<section id="${anchor(tag)}" aria-labelledby="${anchor(tag)}-title"><h2 id="${anchor(tag)}-title">${escapeHtml(tag)}</h2><p class="muted">${prose(tags.get(tag)?.description)}</p>${operations
          .map(({ path, method, operation }) => operationHtml(document, path, method, operation))
          .join('\n')}</section>`,
    )
    .join('\n');
  return `${pageHead(`${String(info.title)} reference`, STYLE)}
<body>
<header><h1>${escapeHtml(String(info.title))} <span class="muted">${escapeHtml(String(info.version))}</span></h1>
<p>${prose(info.description)}</p>
<p>OpenAPI ${escapeHtml(String(document.openapi))} document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a></p></header>
<div class="layout">
<nav aria-label="Endpoints">${toc}</nav>
<main>${sections}</main>
</div>
</body>
</html>
`;
}
