/** Where a record is still used (spec: "a product used on a menu or POS layout … says where"). */
export interface UsageRef {
  kind: string;
  id: string;
  name: string;
}

export interface DeleteFlowContext {
  ids: string[];
  usages: UsageRef[];
  usageCount: number;
  error: string | null;
}

export type DeleteFlowEvent =
  | { type: 'REQUEST'; ids: string[] }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DELETED'; count: number }
  | { type: 'IN_USE'; usages: UsageRef[]; usageCount: number }
  | { type: 'FAILED'; message: string };
