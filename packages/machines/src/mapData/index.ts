export {
  FALLOW_SCORE,
  diseaseScore,
  liceLimitRatio,
  performanceIndex,
  treatmentScore,
  type MapFarmWeekValues,
} from './mapScores.ts';
