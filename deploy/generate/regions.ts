/**
 * Generated regions inside hand-written files (docker-compose.yml, skaffold.yaml): the text between
 * `# BEGIN generated: <name>` and `# END generated: <name>` is replaced; the rest is kept as written.
 */
export function replaceRegion(text: string, name: string, body: string): string {
  const begin = `# BEGIN generated: ${name}`;
  const end = `# END generated: ${name}`;
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (start < 0 || stop < start) throw new Error(`no region "${name}" (lines "${begin}" … "${end}")`);
  const afterBegin = text.indexOf('\n', start) + 1;
  const lineStart = text.lastIndexOf('\n', stop) + 1;
  return text.slice(0, afterBegin) + body.replace(/\n*$/, '\n') + text.slice(lineStart);
}

/** The first line of every file generated whole; `#` comments suit YAML and kustomize env files, `--` SQL. */
export const generatedNotice = (comment: '#' | '--') =>
  `${comment} Generated from deploy/workloads.json by \`npm run generate\` (deploy/generate): do not edit.\n`;
