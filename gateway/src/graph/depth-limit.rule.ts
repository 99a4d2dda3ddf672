import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const definition of context.getDocument().definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
      }
      const depth = depthOf(operation.selectionSet, fragments, new Set());
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`Query is too deep: ${depth} levels, the limit is ${maxDepth}.`, { nodes: [operation] }),
        );
      }
    },
  });
}
