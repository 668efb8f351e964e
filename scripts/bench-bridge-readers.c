/*
 * The reading clients of scripts/bench-bridge.py's capacity measurement: COUNT Unix-socket clients
 * of `gesturekit serve` in one process, as lean as a load generator can be (they stand for the
 * kiosk's browsers, which run on other machines: their CPU here is an artefact of the benchmark).
 *
 *     bench-bridge-readers SOCKET COUNT LIMIT_SECONDS INTERVAL_SECONDS
 *
 * Connects the clients one by one (each hello read before the next connects), prints "ready",
 * then every INTERVAL drains every client that has bytes (one epoll_wait, one recv each) and
 * throws the bytes away, counting newlines and keeping each client's last 4 KiB, until every
 * client has closed or LIMIT has passed. At the end it prints one JSON line: lines per client
 * (min, max), the reasons of the clients' `bye` lines (how many of each), CPU seconds.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#define TAIL 4096
#define CHUNK (256 * 1024)

struct client {
    int fd;
    int open;
    long lines;
    size_t tail_len;
    char tail[TAIL];
};

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Keeps the last TAIL bytes the client received. */
static void keep_tail(struct client *c, const char *data, size_t n) {
    if (n >= TAIL) {
        memcpy(c->tail, data + n - TAIL, TAIL);
        c->tail_len = TAIL;
        return;
    }
    if (c->tail_len + n > TAIL) {
        size_t drop = c->tail_len + n - TAIL;
        memmove(c->tail, c->tail + drop, c->tail_len - drop);
        c->tail_len -= drop;
    }
    memcpy(c->tail + c->tail_len, data, n);
    c->tail_len += n;
}

static long count_newlines(const char *data, size_t n) {
    long count = 0;
    const char *p = data, *end = data + n;
    while ((p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
        count++;
        p++;
    }
    return count;
}

/* The reason of the last `bye` line in the client's tail (its raw JSON string contents), or a
 * description of how the stream ended without one. */
static const char *bye_reason(struct client *c, int timed_out, char *out, size_t size) {
    const char *key = "\"type\":\"bye\"";
    char *text = c->tail;
    size_t len = c->tail_len;
    char *found = NULL;
    for (char *p = text; (p = memmem(p, (size_t)(text + len - p), key, strlen(key))) != NULL; p++) found = p;
    if (found == NULL) return timed_out ? "still open at the deadline" : "closed without bye";
    char *line_start = found;
    while (line_start > text && line_start[-1] != '\n') line_start--;
    char *line_end = memchr(found, '\n', (size_t)(text + len - found));
    if (line_end == NULL) line_end = text + len;
    const char *rkey = "\"reason\":\"";
    char *r = memmem(line_start, (size_t)(line_end - line_start), rkey, strlen(rkey));
    if (r == NULL) return "bye without reason";
    r += strlen(rkey);
    size_t i = 0;
    while (r < line_end && *r != '"' && i + 2 < size) {
        if (*r == '\\' && r + 1 < line_end) out[i++] = *r++;
        out[i++] = *r++;
    }
    out[i] = 0;
    return out;
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s SOCKET COUNT LIMIT_SECONDS INTERVAL_SECONDS\n", argv[0]);
        return 2;
    }
    const char *path = argv[1];
    int count = atoi(argv[2]);
    double limit = atof(argv[3]), interval = atof(argv[4]);
    struct client *clients = calloc((size_t)count, sizeof *clients);
    char *buffer = malloc(CHUNK);
    int ep = epoll_create1(0);
    if (clients == NULL || buffer == NULL || ep < 0 || count <= 0) {
        perror("bench-bridge-readers");
        return 1;
    }
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    snprintf(address.sun_path, sizeof address.sun_path, "%s", path);
    for (int i = 0; i < count; i++) {
        struct client *c = &clients[i];
        c->fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (c->fd < 0 || connect(c->fd, (struct sockaddr *)&address, sizeof address) != 0) {
            fprintf(stderr, "reader %d: connect: %s\n", i, strerror(errno));
            return 1;
        }
        for (;;) { /* blocking until the hello's newline */
            ssize_t n = recv(c->fd, buffer, CHUNK, 0);
            if (n <= 0) {
                fprintf(stderr, "reader %d: closed before its hello\n", i);
                return 1;
            }
            c->lines += count_newlines(buffer, (size_t)n);
            keep_tail(c, buffer, (size_t)n);
            if (c->lines > 0) break;
        }
        c->open = 1;
        struct epoll_event ev = {.events = EPOLLIN, .data.u32 = (uint32_t)i};
        if (epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &ev) != 0) {
            perror("epoll_ctl");
            return 1;
        }
    }
    printf("ready\n");
    fflush(stdout);

    struct epoll_event *events = calloc((size_t)count, sizeof *events);
    int open_count = count;
    double deadline = now_seconds() + limit;
    struct timespec pause = {.tv_sec = (time_t)interval,
                             .tv_nsec = (long)((interval - (double)(time_t)interval) * 1e9)};
    while (open_count > 0 && now_seconds() < deadline) {
        nanosleep(&pause, NULL);
        int ready = epoll_wait(ep, events, count, 500);
        for (int k = 0; k < ready; k++) {
            struct client *c = &clients[events[k].data.u32];
            ssize_t n = recv(c->fd, buffer, CHUNK, MSG_DONTWAIT);
            if (n < 0 && (errno == EAGAIN || errno == EINTR)) continue;
            if (n > 0) {
                c->lines += count_newlines(buffer, (size_t)n);
                keep_tail(c, buffer, (size_t)n);
                continue;
            }
            epoll_ctl(ep, EPOLL_CTL_DEL, c->fd, NULL);
            close(c->fd);
            c->open = 0;
            open_count--;
        }
    }

    long lines_min = -1, lines_max = 0;
    /* Distinct reasons, counted (a handful at most). */
    char reasons[16][256];
    int reason_counts[16], distinct = 0;
    for (int i = 0; i < count; i++) {
        struct client *c = &clients[i];
        if (lines_min < 0 || c->lines < lines_min) lines_min = c->lines;
        if (c->lines > lines_max) lines_max = c->lines;
        char raw[256];
        const char *reason = bye_reason(c, c->open, raw, sizeof raw);
        int j = 0;
        while (j < distinct && strcmp(reasons[j], reason) != 0) j++;
        if (j == distinct && distinct < 16) {
            snprintf(reasons[distinct], sizeof reasons[distinct], "%s", reason);
            reason_counts[distinct++] = 0;
        }
        if (j < distinct) reason_counts[j]++;
    }
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    double cpu = usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 + usage.ru_stime.tv_sec
                 + usage.ru_stime.tv_usec / 1e6;
    printf("{\"linesMin\": %ld, \"linesMax\": %ld, \"byes\": {", lines_min, lines_max);
    for (int j = 0; j < distinct; j++) printf("%s\"%s\": %d", j ? ", " : "", reasons[j], reason_counts[j]);
    printf("}, \"cpuSeconds\": %.3f}\n", cpu);
    return 0;
}
