export { FORECAST_HORIZON_BOUNDS, GRAPH_TOOLS, graphToolsMachine, parseHorizon } from './graphTools.ts';
export type { GraphTool, GraphToolsContext, GraphToolsEvent, GraphToolsInput } from './graphTools.ts';
