import {
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** What a field returning a list is assumed to return when its arguments do not say (`first`, `limit`). */
export const ASSUMED_LIST_SIZE = 10;
const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);
/** Lists whose owners bound them, by `Type.field`: a service shows at most 5 photos. */
const BOUNDED_LIST_SIZES: Record<string, number> = { 'Service.photos': 5 };

interface Tally {
  aliases: number;
  cost: number;
}

const NOTHING: Tally = { aliases: 0, cost: 0 };

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function listSize(field: FieldNode, parent: GraphQLCompositeType): number {
  const bounded = BOUNDED_LIST_SIZES[`${parent.name}.${field.name.value}`];
  if (bounded !== undefined) return bounded;
  for (const argument of field.arguments ?? []) {
    if (SIZE_ARGUMENTS.has(argument.name.value) && argument.value.kind === Kind.INT) {
      return Math.max(1, Number(argument.value.value));
    }
  }
  return ASSUMED_LIST_SIZE;
}

/**
 * Counts an operation as the subgraphs would serve it: every field costs 1, a list multiplies what is selected
 * inside it by its size; every alias counts (10,000 aliases of one field are 10,000 calls). Fragments are
 * expanded where they are spread; each fragment is tallied once and its totals reused.
 */
class OperationTally {
  private readonly fragmentTallies = new Map<string, Tally>();
  private readonly visiting = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  of(selectionSet: SelectionSetNode | undefined, parent: GraphQLCompositeType | null | undefined): Tally {
    if (!selectionSet) return NOTHING;
    let aliases = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      let inner: Tally;
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases += 1;
        if (selection.name.value.startsWith('__')) continue;
        const definition =
          parent && (isObjectType(parent) || isInterfaceType(parent))
            ? parent.getFields()[selection.name.value]
            : undefined;
        const type = definition ? getNamedType(definition.type) : undefined;
        const nested = this.of(selection.selectionSet, type as GraphQLCompositeType | undefined);
        const size = parent && definition && isList(definition.type) ? listSize(selection, parent) : 1;
        inner = { aliases: nested.aliases, cost: 1 + nested.cost * size };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? (this.schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType | undefined)
          : parent;
        inner = this.of(selection.selectionSet, condition);
      } else {
        inner = this.ofFragment(selection.name.value);
      }
      aliases += inner.aliases;
      cost += inner.cost;
    }
    return { aliases, cost };
  }

  private ofFragment(name: string): Tally {
    const known = this.fragmentTallies.get(name);
    if (known) return known;
    const fragment = this.fragments.get(name);
    // An unknown fragment or a cycle is reported by graphql's own rules.
    if (!fragment || this.visiting.has(name)) return NOTHING;
    this.visiting.add(name);
    const type = this.schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
    const tally = this.of(fragment.selectionSet, type);
    this.visiting.delete(name);
    this.fragmentTallies.set(name, tally);
    return tally;
  }
}

/** Refuses, before any subgraph is called, an operation with too many aliases or too high a cost. */
export function operationLimitsRule(limits: { maxAliases: number; maxCost: number }) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const tally = new OperationTally(context.getSchema(), fragments);
    return {
      OperationDefinition(operation) {
        const root = context.getSchema().getRootType(operation.operation);
        const { aliases, cost } = tally.of(operation.selectionSet, root);
        if (aliases > limits.maxAliases) {
          context.reportError(
            new GraphQLError(`Too many aliases: ${aliases}, the limit is ${limits.maxAliases}.`, {
              nodes: [operation],
            }),
          );
        }
        if (cost > limits.maxCost) {
          context.reportError(
            new GraphQLError(`Query is too costly: ${cost} points, the limit is ${limits.maxCost}.`, {
              nodes: [operation],
            }),
          );
        }
      },
    };
  };
}

const OPERATION_NOUNS = { query: 'queries', mutation: 'mutations', subscription: 'subscriptions' } as const;

/** Refuses an operation whose type the graph does not have (graphql 16 leaves that to execution, which fails). */
export function knownOperationTypesRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (context.getSchema().getRootType(operation.operation)) return;
      context.reportError(
        new GraphQLError(`This graph has no ${OPERATION_NOUNS[operation.operation]}.`, { nodes: [operation] }),
      );
    },
  };
}
