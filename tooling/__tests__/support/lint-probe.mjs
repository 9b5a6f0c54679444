// Lints texts as if they were files of the workspace, with its own eslint.config.mjs, and prints what each
// breaks as JSON: the import zones' probe (import-zones.test.ts). A process of its own, as ESLint loads its
// config with import(), which jest's module system does not run.
import { ESLint } from 'eslint';

const [root, probesJson] = process.argv.slice(2);
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of JSON.parse(probesJson)) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
