/** Scheduled jobs and job log (/monitor/job, /monitor/jobLog; contract §3.2-3.3); starts the scheduler. */
import type { FastifyInstance } from 'fastify';

export default async function jobRoutes(_app: FastifyInstance) {}
