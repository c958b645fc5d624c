import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface TRouteModule {
  /** The URL pattern, e.g. `/topic_detail/:topicId`. */
  path: string;
  /** The screen's lazily imported module, relative to the web app's root (as Vite's manifest keys it). */
  module: string;
}

const sourceExtensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveSource(webRoot: string, fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const found = ['', ...sourceExtensions].map((ext) => base + ext).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${path.relative(webRoot, fromFile)}: cannot resolve import('${specifier}')`);
  return path.relative(webRoot, found);
}

function propertyNamed(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
      return property.initializer;
    }
  }
  return undefined;
}

/**
 * Reads the route table (apps/web/src/app/router.tsx) as source rather than running it: it imports
 * React and the browser-only screens. Every screen is `Component: lazy(() => import('…'))`, directly
 * or through a `const`, and `...name` spreads a `const` holding route arrays (e.g. the local-only
 * routes): enough to follow without a bundler.
 */
export function readRouteModules(webRoot: string, routerFile: string): TRouteModule[] {
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [];
    for (const declaration of declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
    }
  }
  // An identifier with no `const` here (an imported component) stands for itself.
  const dereference = (expression: ts.Expression): ts.Expression => {
    const constant = ts.isIdentifier(expression) ? constants.get(expression.text) : undefined;
    return constant ? dereference(constant) : expression;
  };

  /** The module a `lazy(() => import('…'))` screen loads; undefined for a component imported as usual. */
  function lazyModule(component: ts.Expression): string | undefined {
    let found: string | undefined;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        if (specifier && ts.isStringLiteral(specifier)) found = specifier.text;
      }
      ts.forEachChild(node, visit);
    };
    visit(dereference(component));
    return found === undefined ? undefined : resolveSource(webRoot, routerFile, found);
  }

  const found: TRouteModule[] = [];
  function walkRoutes(list: ts.Expression, parentPath: string) {
    const array = dereference(list);
    // `cond ? [...] : []`: every branch's routes exist in some environment.
    if (ts.isConditionalExpression(array)) {
      walkRoutes(array.whenTrue, parentPath);
      walkRoutes(array.whenFalse, parentPath);
      return;
    }
    if (!ts.isArrayLiteralExpression(array)) return;
    for (const element of array.elements) {
      if (ts.isSpreadElement(element)) walkRoutes(element.expression, parentPath);
      else if (ts.isObjectLiteralExpression(element)) walkRoute(element, parentPath);
    }
  }
  function walkRoute(route: ts.ObjectLiteralExpression, parentPath: string) {
    const ownPath = propertyNamed(route, 'path');
    const routePath =
      ownPath && ts.isStringLiteral(ownPath) ? `${parentPath.replace(/\/$/, '')}/${ownPath.text}` : parentPath;
    const component = propertyNamed(route, 'Component');
    const module = component && lazyModule(component);
    if (module) found.push({ path: routePath, module });
    const children = propertyNamed(route, 'children');
    if (children) walkRoutes(children, routePath);
  }

  const routes = constants.get('routes');
  if (!routes) throw new Error('router.tsx: no `routes` constant');
  walkRoutes(routes, '/');
  return found;
}
