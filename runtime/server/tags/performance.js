// Stand-in for the performance-monitoring loader: records when it ran.
window.sfPerformance = { loadedAt: performance.now() };
